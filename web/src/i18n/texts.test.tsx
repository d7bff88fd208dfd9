import { MESSAGES } from '@onepair/contract';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';

import { useContractMessage } from './contract-messages';
import { i18n, LANGUAGE_STORAGE_KEY, startingLanguage } from './i18n';
import { switchLanguage } from './switch-language';
import { defineTexts, useTexts } from './texts';

const english = {
  greeting: 'Hello {name}',
  pairs: '{count, plural, one {# pair} other {# pairs}}',
  stage: '{status, select, shipped {On its way} other {Being prepared}}',
};
let spanishRequests = 0;
const testTexts = defineTexts('textsTest', english, {
  es: async () => {
    spanishRequests += 1;
    return {
      default: {
        greeting: 'Hola {name}',
        pairs: '{count, plural, one {# par} other {# pares}}',
        stage: '{status, select, shipped {En camino} other {En preparación}}',
      },
    };
  },
});

function Greeting({ name }: { name: string }) {
  const t = useTexts(testTexts);
  return (
    <p>
      {t('greeting', { name })} · {t('pairs', { count: 2 })} · {t('stage', { status: 'shipped' })}
    </p>
  );
}

function ContractMessage() {
  const message = useContractMessage();
  return <p>{message(MESSAGES.unexpectedError)}</p>;
}

afterEach(async () => {
  await act(() => switchLanguage('en'));
  localStorage.clear();
});

describe('texts', () => {
  it('fills values, plurals and selects in English from the start', () => {
    render(<Greeting name="Ana" />);
    expect(screen.getByText('Hello Ana · 2 pairs · On its way')).toBeInTheDocument();
  });

  it('keeps a value with a backslash as it was typed (Lingui would read \\u202e as a character)', () => {
    expect(testTexts.t('greeting', { name: 'A\\u202eB' })).toBe('Hello A\\u202eB');
  });

  it('turns the page to Spanish once the areas met so far have their Spanish: html lang, stored choice, the words', async () => {
    render(<Greeting name="Ana" />);
    await act(() => switchLanguage('es'));
    expect(screen.getByText('Hola Ana · 2 pares · En camino')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
  });

  it('fetches an area’s Spanish once, however often it is shown', async () => {
    const before = spanishRequests;
    await act(() => switchLanguage('es'));
    await act(() => switchLanguage('en'));
    await act(() => switchLanguage('es'));
    expect(spanishRequests - before).toBeLessThanOrEqual(1);
    expect(testTexts.isLoaded('es')).toBe(true);
  });

  it('waits (Suspense) for an area met only after the switch', async () => {
    let release: () => void = () => {};
    const late = defineTexts(
      'textsTestLate',
      { word: 'Glasses' },
      { es: () => new Promise((resolve) => (release = () => resolve({ default: { word: 'Lentes' } }))) },
    );
    function Word() {
      return <p>{useTexts(late)('word')}</p>;
    }
    // Another area was switched before this one existed.
    await act(() => i18n.activate('es'));
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <Word />
        </Suspense>,
      );
    });
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => {
      release();
      await late.load('es');
    });
    expect(await screen.findByText('Lentes')).toBeInTheDocument();
  });

  it('starts fetching the Spanish of an area defined on a page already in Spanish, before any part asks for it', async () => {
    await act(() => i18n.activate('es'));
    let requests = 0;
    const arriving = defineTexts(
      'textsTestArriving',
      { word: 'Frame' },
      {
        es: async () => {
          requests += 1;
          return { default: { word: 'Armazón' } };
        },
      },
    );
    expect(requests).toBe(1);
    await arriving.load('es');
    expect([requests, arriving.isLoaded('es'), arriving.t('word')]).toEqual([1, true, 'Armazón']);
    // An English-only area (the staff console) has its English in every language, fetching nothing.
    const englishOnly = defineTexts('textsTestEnglishOnly', { word: 'Frame' });
    expect([englishOnly.isLoaded('es'), englishOnly.t('word')]).toEqual([true, 'Frame']);
  });

  it('shows the contract’s messages in the page’s language', async () => {
    render(
      <Suspense fallback={null}>
        <ContractMessage />
      </Suspense>,
    );
    expect(screen.getByText(MESSAGES.unexpectedError)).toBeInTheDocument();
    await act(() => switchLanguage('es'));
    expect(await screen.findByText(/Error inesperado/i)).toBeInTheDocument();
  });
});

describe('startingLanguage', () => {
  const languages = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages')!;
  afterEach(() => Object.defineProperty(Navigator.prototype, 'languages', languages));

  it('takes the choice kept in the browser first, then the browser’s preference among ours', () => {
    Object.defineProperty(Navigator.prototype, 'languages', { configurable: true, get: () => ['es-MX', 'en'] });
    expect(startingLanguage()).toBe('es');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(startingLanguage()).toBe('en');
    localStorage.clear();
    Object.defineProperty(Navigator.prototype, 'languages', { configurable: true, get: () => ['fr-FR', 'de'] });
    expect(startingLanguage()).toBe('en');
  });
});
