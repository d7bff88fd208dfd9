import type { RecipientStep } from '@onepair/contract';

import { paths } from '@/config/paths';

import type { RecipientTextKey } from './texts';

export interface NextStepWords {
  title: RecipientTextKey;
  text: RecipientTextKey;
  /** The link that takes the step: its words and where it goes. */
  link?: { label: RecipientTextKey; to: string };
}

/**
 * What each of a recipient's steps says (keys of the recipient's texts: `t(NEXT_STEPS[step].title)`
 * with `useTexts(recipientTexts)`), and where its link goes (none once the pair has arrived).
 */
export const NEXT_STEPS: Record<RecipientStep, NextStepWords> = {
  apply: { title: 'applyTitle', text: 'applyText', link: { label: 'applyLink', to: paths.apply } },
  wait: { title: 'waitTitle', text: 'waitText', link: { label: 'waitLink', to: paths.account } },
  answer: { title: 'answerTitle', text: 'answerText', link: { label: 'answerLink', to: paths.apply } },
  not_approved: { title: 'notApprovedTitle', text: 'notApprovedText', link: { label: 'notApprovedLink', to: paths.account } },
  choose: { title: 'chooseTitle', text: 'chooseText', link: { label: 'chooseLink', to: paths.home } },
  being_prepared: { title: 'beingPreparedTitle', text: 'beingPreparedText', link: { label: 'trackLink', to: paths.account } },
  shipped: { title: 'shippedTitle', text: 'shippedText', link: { label: 'trackLink', to: paths.account } },
  arrived: { title: 'arrivedTitle', text: 'arrivedText' },
};
