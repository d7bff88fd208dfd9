import { PUBLIC_NAME_MESSAGES } from '@onepair/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { PublicNameChoice } from '@/components/donor/public-name-choice';
import { mockApi, type MockHandler } from '@/testing/mock-api';
import { renderPage } from '@/testing/render-page';

/** The account page's choice of public name: a name refused is explained by the field. */
describe('the public name on the account page', () => {
  const donator = { donator_id: 701, public_name: 'casey', is_anonymous: false };

  /** The field's message, read through its aria-describedby as a screen reader would. */
  function describedBy(field: HTMLElement): string {
    const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  }

  /** The choice on its own, the API answering with `routes`; `save` types a name in place of the field's and saves it. */
  function renderChoice(routes: Record<string, MockHandler> = {}) {
    const user = userEvent.setup();
    const api = mockApi(routes);
    renderPage(<PublicNameChoice donator={donator} />);
    const field = screen.getByLabelText('Public name');
    return {
      field,
      saves: () => api.callsTo('PATCH', '/api/donators/701/'),
      async save(name: string) {
        await user.clear(field);
        await user.type(field, name);
        await user.click(screen.getByRole('button', { name: 'Save choice' }));
      },
    };
  }

  /** Saves each name in turn and finds it refused by the field with its message, the server never asked. */
  async function expectRefusedByTheField(refused: [name: string, message: string][]) {
    const { field, save, saves } = renderChoice();
    for (const [name, message] of refused) {
      await save(name);
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(describedBy(field)).toContain(message);
    }
    expect(saves()).toHaveLength(0);
  }

  it('starts as Anonymous for a donor who chose no name, and typing a name chooses to show it', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'PATCH /api/donators/702/': { body: { donator_id: 702, public_name: 'The Lees', is_anonymous: false } } });
    renderPage(<PublicNameChoice donator={{ donator_id: 702, public_name: '', is_anonymous: false }} />);
    expect(screen.getByRole('radio', { name: 'Show me as "Anonymous"' })).toBeChecked();
    await user.type(screen.getByLabelText('Public name'), 'The Lees');
    expect(screen.getByRole('radio', { name: 'Show my public name' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save choice' }));
    expect(await screen.findByText('Saved. Public lists now show you as "The Lees".')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/donators/702/')[0]!.body).toEqual({ is_anonymous: false, public_name: 'The Lees' });
  });

  it('shows the server’s refusal of a name that is someone else’s by the field, keeping the input', async () => {
    const { field, save, saves } = renderChoice({
      'PATCH /api/donators/701/': { status: 400, body: { public_name: [PUBLIC_NAME_MESSAGES.taken] } },
    });
    await save('admin');
    expect(await screen.findByText(PUBLIC_NAME_MESSAGES.taken)).toBeInTheDocument();
    expect(saves()[0]!.body).toEqual({ is_anonymous: false, public_name: 'admin' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(field)).toContain(PUBLIC_NAME_MESSAGES.taken);
    expect(field).toHaveValue('admin');
    expect(screen.getByTestId('public-name-saved')).toHaveTextContent('');
  });

  it('refuses "Anonymous" and a "(sample)" name by the field without asking the server', async () => {
    await expectRefusedByTheField([
      [' anonymous ', PUBLIC_NAME_MESSAGES.anonymous],
      ['Jo (sample)', PUBLIC_NAME_MESSAGES.sample],
    ]);
  });

  it('refuses their look-alikes the same: a Cyrillic "А", a zero for an "o", a one for an "l"', async () => {
    await expectRefusedByTheField([
      ['\u0410nonymous', PUBLIC_NAME_MESSAGES.anonymous],
      ['Anonym0us', PUBLIC_NAME_MESSAGES.anonymous],
      ['Jo (samp1e)', PUBLIC_NAME_MESSAGES.sample],
    ]);
  });

  it('refuses a word mixing alphabets, as "Paυl" with a Greek "υ", with the contract’s message by the field', async () => {
    await expectRefusedByTheField([['Pa\u03C5l Smith', PUBLIC_NAME_MESSAGES.mixedScripts]]);
  });

  it('refuses a Lisu letter in a Latin word and a symbol drawn blank, with the contract’s messages by the field', async () => {
    await expectRefusedByTheField([
      ['\uA4D1aul Smith', PUBLIC_NAME_MESSAGES.mixedScripts],
      ['Paul Smith\u{1D159}', PUBLIC_NAME_MESSAGES.symbols],
    ]);
  });
});
