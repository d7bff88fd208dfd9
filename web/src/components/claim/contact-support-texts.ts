/**
 * The words the 'Contact Support' button and its dialog show before the conversation loads. Kept
 * apart from the conversation's words (support-texts.ts) so that the first visit downloads only these.
 */
export const CONTACT_SUPPORT_TEXTS = {
  open: 'Contact Support',
  dialogTitle: 'Contact Support',
  loading: 'Loading the messages',
} as const;
