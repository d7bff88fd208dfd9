import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { uiTexts } from '@/components/ui/texts';
import { ApiError } from '@/lib/api-client';
import { renderPage } from '@/testing/render-page';

import { RecordLoadError } from './record-load-error';

function failedQuery(error: unknown) {
  return { error, isFetching: false, refetch: vi.fn(() => Promise.resolve()) };
}

const back = <a href="/staff/list">Back to the list</a>;

describe('RecordLoadError', () => {
  it('says the record is missing when the server answered 404, with no Try again', () => {
    renderPage(
      <RecordLoadError
        query={failedQuery(new ApiError(404, {}))}
        missingMessage="No such record."
        failedMessage="Not loaded."
        back={back}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No such record.');
    expect(screen.queryByRole('button', { name: uiTexts.t('tryAgain') })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toBeInTheDocument();
  });

  it('says the record is missing for an address that names none, whatever the query says', () => {
    renderPage(
      <RecordLoadError query={failedQuery(null)} malformed missingMessage="No such record." failedMessage="Not loaded." back={back} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No such record.');
  });

  it('offers to try again after any other failure, and asks once more when pressed', async () => {
    const user = userEvent.setup();
    const query = failedQuery(new ApiError(500, {}));
    renderPage(<RecordLoadError query={query} missingMessage="No such record." failedMessage="Not loaded." back={back} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Not loaded.');
    await user.click(screen.getByRole('button', { name: uiTexts.t('tryAgain') }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Back to the list' })).toBeInTheDocument();
  });
});
