import { TransNoContext } from '@lingui/react/server';
import type { ReactElement } from 'react';

import { i18n } from './i18n';
import { useTexts, type MessageValues, type Texts } from './texts';

export interface RichTextProps<Key extends string> {
  texts: Texts<Key>;
  id: Key;
  values?: MessageValues;
  /** The elements the message's numbered tags stand for: `<0>your account page</0>` is `{ 0: <Link … /> }`. */
  components: Record<number, ReactElement>;
}

/**
 * A message with elements inside it (a link in a sentence), so that each language orders its
 * words around them as it needs.
 */
export function RichText<Key extends string>({ texts, id, values, components }: RichTextProps<Key>) {
  useTexts(texts);
  return <TransNoContext id={texts.id(id)} values={values} components={components} lingui={{ i18n }} />;
}
