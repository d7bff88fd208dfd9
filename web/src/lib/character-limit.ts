/**
 * What a field with a length limit says under it ("Up to 2,000 characters."), in the page's
 * language: a message of the shared form pieces (`@/components/form/character-limit`). In a
 * component, prefer its hook `useCharacterLimitHint`.
 */
export { characterLimitHint, useCharacterLimitHint } from '@/components/form/character-limit';
