import { Link, useNavigate } from 'react-router';

import { paths } from '@/config/paths';

import { useCreateItem } from '../api/catalogue';
import { CATALOGUE_TEXTS } from '../lib/texts';

import { ItemForm } from './item-form';

/** /staff/catalogue/new: a new item; once added, its page opens (to receive stock or check it). */
export default function NewItemPage() {
  const create = useCreateItem();
  const navigate = useNavigate();
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <Link to={paths.staffCatalogue} className="self-start font-semibold text-blue-800 underline">
        {CATALOGUE_TEXTS.backToList}
      </Link>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{CATALOGUE_TEXTS.newTitle}</h1>
      <ItemForm
        onSave={async (form) => {
          const item = await create.mutateAsync(form);
          await navigate(paths.staffCatalogueItem(item.glasses_id));
        }}
      />
    </div>
  );
}
