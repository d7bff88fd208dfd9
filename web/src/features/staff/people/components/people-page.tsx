import type { StaffPersonRow } from '@onepair/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';

import { DataTable, columnsFor } from '@/components/table/data-table';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

import { dateTime } from '../../lib/format';
import { usePeople } from '../api/get-people';

export const PEOPLE_TEXTS = {
  title: 'People',
  intro: 'Find a user by part of their username or e-mail address, then open their page to see what they did and change their access.',
  search: 'Username or e-mail',
  submit: 'Search',
  caption: (q: string) => (q ? `Users matching “${q}”` : 'All users'),
  empty: 'Nobody matches this search.',
  active: 'Active',
  deactivated: 'Deactivated',
  staff: 'Staff',
  member: 'Member',
} as const;

const helper = columnsFor<StaffPersonRow>();
const columns = [
  helper.accessor('username', {
    header: 'Username',
    enableHiding: false,
    cell: ({ row }) => (
      <Link to={paths.staffPerson(row.original.id)} className="font-semibold text-blue-700 underline">
        {row.original.username}
      </Link>
    ),
  }),
  helper.accessor('email', { header: 'E-mail', cell: ({ getValue }) => (getValue() as string) || '—' }),
  helper.accessor('is_staff', { header: 'Role', cell: ({ getValue }) => (getValue() ? PEOPLE_TEXTS.staff : PEOPLE_TEXTS.member) }),
  helper.accessor('is_active', {
    header: 'Status',
    cell: ({ getValue }) =>
      getValue() ? PEOPLE_TEXTS.active : <span className="font-semibold text-red-800">{PEOPLE_TEXTS.deactivated}</span>,
  }),
  helper.accessor('date_joined', { header: 'Joined', cell: ({ getValue }) => dateTime(getValue() as string) }),
];

/** /staff/people: the user search (the address keeps the words searched for). */
export default function PeoplePage() {
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const list = usePeople(q);
  const form = useForm<{ q: string }>({ values: { q } });
  const id = useId();
  const submit = form.handleSubmit(({ q: words }) => setSearch(words.trim() ? { q: words.trim() } : {}, { replace: true }));
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{PEOPLE_TEXTS.title}</h1>
      <p className="text-slate-700">{PEOPLE_TEXTS.intro}</p>
      <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={id} className="text-sm font-semibold text-slate-800">
            {PEOPLE_TEXTS.search}
          </label>
          <input id={id} type="search" className="rounded-md border border-slate-300 bg-white px-3 py-2" {...form.register('q')} />
        </div>
        <Button type="submit">{PEOPLE_TEXTS.submit}</Button>
      </form>
      <DataTable
        caption={PEOPLE_TEXTS.caption(q)}
        captionHidden
        columns={columns}
        rows={list.rows}
        getRowId={(row) => String(row.id)}
        emptyMessage={PEOPLE_TEXTS.empty}
        sortable
        columnChooser
        {...list.tableProps}
      />
    </div>
  );
}
