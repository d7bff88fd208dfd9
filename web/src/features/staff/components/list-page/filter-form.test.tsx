import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { testRouter } from '@/testing/memory-router';

import { useUrlFilters } from '../../lib/use-url-filters';

import type { FilterDefinition } from './filter-field';
import { FilterForm } from './filter-form';

const FIELDS = [
  { name: 'who', label: 'Who', kind: 'text', hint: 'A username' },
  { name: 'kind', label: 'Kind', kind: 'select', anyLabel: 'Any', options: [{ value: 'a', label: 'Kind A' }] },
  { name: 'from', label: 'From', kind: 'date' },
  { name: 'to', label: 'To', kind: 'date' },
] as const satisfies ReadonlyArray<FilterDefinition>;
const NAMES = FIELDS.map((field) => field.name);

function Filters() {
  const filters = useUrlFilters(NAMES);
  return (
    <>
      <FilterForm
        fields={FIELDS}
        filters={filters}
        label="Filter the list"
        submitLabel="Apply"
        clearLabel="Clear"
        validate={({ from, to }) => (from && to && from > to ? { name: 'to', message: 'Not before the first day.' } : undefined)}
      />
      <output aria-label="query">{JSON.stringify(filters.query)}</output>
    </>
  );
}

function renderAt(path: string) {
  const { tree, router } = testRouter(path, <Filters />);
  render(tree);
  return { router, user: userEvent.setup() };
}

describe('the staff list filter kit', () => {
  it('shows the filters the address holds, labelled, with the hint read with its field', () => {
    renderAt('/list?who=robin&kind=a');
    expect(screen.getByRole('form', { name: 'Filter the list' })).toBeInTheDocument();
    const who = screen.getByLabelText('Who');
    expect(who).toHaveValue('robin');
    expect(who).toHaveAccessibleDescription('A username');
    expect(screen.getByLabelText('Kind')).toHaveValue('a');
    expect(screen.getByRole('status', { name: 'query' })).toHaveTextContent('{"who":"robin","kind":"a"}');
  });

  it('writes the applied filters to the address, trimmed and without the empty ones, and clears them', async () => {
    const { router, user } = renderAt('/list');
    await user.type(screen.getByLabelText('Who'), '  sam  ');
    expect(router.state.location.search).toBe('');
    await user.keyboard('{Enter}');
    // The form's submit handler runs after its (asynchronous) validation.
    await waitFor(() => expect(router.state.location.search).toBe('?who=sam'));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('Who')).toHaveValue('');
  });

  it('names a refused value under its field, focuses it and keeps the address', async () => {
    const { router, user } = renderAt('/list?from=2026-03-01&to=2026-02-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const to = screen.getByLabelText('To');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('Not before the first day.');
    expect(to).toHaveFocus();
    expect(router.state.location.search).toBe('?from=2026-03-01&to=2026-02-01');
  });
});
