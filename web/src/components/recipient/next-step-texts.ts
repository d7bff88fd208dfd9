import type { RecipientStep } from '@onepair/contract';

import { paths } from '@/config/paths';

/** What each of a recipient's steps says, and where its link goes (none once the pair has arrived). */
export const NEXT_STEP_TEXTS: Record<RecipientStep, { title: string; text: string; link?: { label: string; to: string } }> = {
  apply: {
    title: 'Apply for your free pair',
    text: 'Tell us about your household and add your prescription. It takes about ten minutes.',
    link: { label: 'Start your application', to: paths.apply },
  },
  wait: {
    title: 'We are reviewing your application',
    text: 'Our team will look at it soon. We will e-mail you the decision, and it will show on your account page.',
    link: { label: 'See your application', to: paths.account },
  },
  answer: {
    title: 'We need more information',
    text: 'Our team asked a question about your application. Read it, change your answers and send it again.',
    link: { label: 'Answer and send again', to: paths.apply },
  },
  not_approved: {
    title: 'Your application was not approved',
    text: 'Our team explains why on your account page. If something has changed, you may correct your answers and apply again.',
    link: { label: 'See why', to: paths.account },
  },
  choose: {
    title: 'Choose your pair',
    text: 'Your application is approved. Pick the frame you like from the catalogue; we make it with your prescription.',
    link: { label: 'Choose your pair', to: paths.home },
  },
  being_prepared: {
    title: 'Your pair is being prepared',
    text: 'We are making your glasses and will e-mail you the tracking number when they ship.',
    link: { label: 'Track your pair', to: paths.account },
  },
  shipped: {
    title: 'Your pair is on its way',
    text: 'Your glasses have shipped. The tracking number is on your account page.',
    link: { label: 'Track your pair', to: paths.account },
  },
  arrived: {
    title: 'Your pair arrived',
    text: 'We hope your new glasses help you see clearly. Thank you for letting us help.',
  },
};
