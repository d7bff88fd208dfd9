import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { DataTable, columnsFor } from './data-table';
import { tableTexts } from './texts';

interface Pair {
  id: number;
  name: string;
}

const helper = columnsFor<Pair>();
const columns = [helper.accessor('id', { header: 'Number' }), helper.accessor('name', { header: 'Name' })];
const rowId = (row: Pair) => String(row.id);

describe('DataTable', () => {
  it('shows the rows under their headers, named by its caption', () => {
    render(<DataTable caption="Pairs" columns={columns} rows={[{ id: 1, name: 'Round' }]} getRowId={rowId} />);
    const table = screen.getByRole('table', { name: 'Pairs' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Number', 'Name']);
    expect(within(table).getByRole('row', { name: '1 Round' })).toBeInTheDocument();
  });

  it('says it is loading while there are no rows yet', () => {
    render(<DataTable caption="Pairs" columns={columns} rows={undefined} getRowId={rowId} />);
    expect(screen.getByRole('status')).toHaveTextContent(tableTexts.t('loading'));
  });

  it('says when the list is empty', () => {
    render(<DataTable caption="Pairs" columns={columns} rows={[]} getRowId={rowId} emptyMessage="No pairs yet." />);
    expect(screen.getByText('No pairs yet.')).toBeInTheDocument();
  });

  it('reports a failed load and retries on request', async () => {
    const onRetry = vi.fn();
    render(<DataTable caption="Pairs" columns={columns} rows={undefined} error={new Error('no')} onRetry={onRetry} getRowId={rowId} />);
    expect(screen.getByRole('alert')).toHaveTextContent(tableTexts.t('failed'));
    await userEvent.click(screen.getByRole('button', { name: tableTexts.t('retry') }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps the rows it has when a later page fails, with a retry', () => {
    render(
      <DataTable
        caption="Pairs"
        columns={columns}
        rows={[{ id: 1, name: 'Round' }]}
        error={new Error('no')}
        onRetry={() => {}}
        getRowId={rowId}
        hasMore
        onLoadMore={() => {}}
      />,
    );
    expect(screen.getByRole('row', { name: '1 Round' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(tableTexts.t('failed'));
    expect(screen.queryByRole('button', { name: tableTexts.t('loadMore') })).toBeNull();
  });

  it('offers "Load more" only while there is a next page, reached by keyboard', async () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(
      <DataTable caption="Pairs" columns={columns} rows={[{ id: 1, name: 'Round' }]} getRowId={rowId} hasMore onLoadMore={onLoadMore} />,
    );
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('region', { name: 'Pairs' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: tableTexts.t('loadMore') })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(
      <DataTable
        caption="Pairs"
        columns={columns}
        rows={[{ id: 1, name: 'Round' }]}
        getRowId={rowId}
        hasMore={false}
        onLoadMore={onLoadMore}
      />,
    );
    expect(screen.queryByRole('button', { name: tableTexts.t('loadMore') })).toBeNull();
  });

  it('sorts the loaded rows by a header button when sortable, saying so with aria-sort', async () => {
    const rows = [
      { id: 2, name: 'Beta' },
      { id: 1, name: 'Alpha' },
      { id: 3, name: 'Gamma' },
    ];
    render(<DataTable caption="Pairs" columns={columns} rows={rows} getRowId={rowId} sortable />);
    const names = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    expect(names()).toEqual(['Beta', 'Alpha', 'Gamma']);
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    const header = screen.getAllByRole('columnheader')[1]!;
    const first = header.getAttribute('aria-sort');
    expect(first).toMatch(/ascending|descending/);
    expect(names()).toEqual(first === 'ascending' ? ['Alpha', 'Beta', 'Gamma'] : ['Gamma', 'Beta', 'Alpha']);
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(header.getAttribute('aria-sort')).toBe(first === 'ascending' ? 'descending' : 'ascending');
  });

  it('has no sort buttons unless sortable', () => {
    render(<DataTable caption="Pairs" columns={columns} rows={[{ id: 1, name: 'Round' }]} getRowId={rowId} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('hides and shows columns from its column chooser', async () => {
    render(<DataTable caption="Pairs" columns={columns} rows={[{ id: 1, name: 'Round' }]} getRowId={rowId} columnChooser />);
    await userEvent.click(screen.getByText(tableTexts.t('columns'), { selector: 'summary' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Number' }));
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name']);
    expect(screen.getByRole('row', { name: 'Round' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Number' }));
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Number', 'Name']);
  });

  it('starts with the columns it is told to hide, which the chooser can show', async () => {
    render(
      <DataTable
        caption="Pairs"
        columns={columns}
        rows={[{ id: 1, name: 'Round' }]}
        getRowId={rowId}
        columnChooser
        initialColumnVisibility={{ id: false }}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name']);
    await userEvent.click(screen.getByText(tableTexts.t('columns'), { selector: 'summary' }));
    expect(screen.getByRole('checkbox', { name: 'Number' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Number' }));
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Number', 'Name']);
  });

  it('shows its sorted note only while the rows are sorted', async () => {
    const rows = [
      { id: 2, name: 'Beta' },
      { id: 1, name: 'Alpha' },
    ];
    render(<DataTable caption="Pairs" columns={columns} rows={rows} getRowId={rowId} sortable sortedNote="Only the loaded rows." />);
    expect(screen.queryByText('Only the loaded rows.')).toBeNull();
    const sortByName = screen.getByRole('button', { name: /Name/ });
    expect(sortByName).toHaveAttribute('title', tableTexts.t('sortBy', { column: 'Name' }));
    await userEvent.click(sortByName);
    expect(screen.getByText('Only the loaded rows.')).toBeInTheDocument();
  });
});
