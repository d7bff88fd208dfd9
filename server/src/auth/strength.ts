/**
 * Password strength by zxcvbn (@zxcvbn-ts): an estimate of how many guesses a password takes,
 * knowing common passwords, English words, names, keyboard patterns, dates and the user's own
 * name and address. Its dictionaries take about half a second and some megabytes to load, so
 * they load on the first check, once, rather than at every start.
 */
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** zxcvbn's scores run 0 to 4; 3 means "safely unguessable" for an online attack. */
export const MIN_SCORE = 3;
/** Only this much of a password is scored: past it, length alone makes it strong, and scoring slows down. */
const SCORED_LENGTH = 128;

let checker: Promise<ZxcvbnFactory> | undefined;

function loadChecker(): Promise<ZxcvbnFactory> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, english] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return new ZxcvbnFactory({
      translations: english.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...english.dictionary },
    });
  })();
  return checker;
}

/** Undefined for a strong enough password; otherwise one message with zxcvbn's advice. */
export async function weakPasswordProblem(password: string, userInputs: string[]): Promise<string | undefined> {
  const result = (await loadChecker()).check(
    password.slice(0, SCORED_LENGTH),
    userInputs.filter(Boolean).map((input) => input.slice(0, 254)),
  );
  if (result.score >= MIN_SCORE) return undefined;
  const advice = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(' ');
  return `This password is too easy to guess.${advice ? ` ${advice}` : ''}`;
}
