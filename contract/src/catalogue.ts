/**
 * The staff catalogue (docs/architecture.md, The catalogue): every item, retired or not, with
 * its stock and whether that stock runs low. Stock itself only changes through the stock ledger.
 */
import { Type, type Static } from '@sinclair/typebox';
import { glassesDescriptionFields, Nullable, TextField } from './api.js';
import { StaffListQuery } from './fulfilment.js';
import { PRESCRIPTION_MAX_BYTES } from './rules.js';
import { LOW_STOCK_THRESHOLD } from './stock-badges.js';
import { STOCK_CHANGE_MAX } from './stock.js';

/** Catalogue images: judged from their bytes, at most the upload limit. */
export const IMAGE_MAX_BYTES = PRESCRIPTION_MAX_BYTES;
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

export const CATALOGUE_MESSAGES = {
  badImage: 'Upload a valid image: a PNG, JPEG, WebP or SVG file. The file you uploaded was either not an image or a corrupted image.',
  emptyImage: 'The image file is empty.',
  imageTooLarge: `The image is larger than ${IMAGE_MAX_BYTES / 1024 / 1024} MB; upload a smaller file.`,
  retired: 'This item was retired from the catalogue and cannot be claimed.',
  alreadyRetired: 'This item is already retired.',
  notRetired: 'This item is not retired.',
  /** The edit form never carries stock: it changes through the ledger. */
  inventoryNotEditable: 'Stock changes through the stock ledger: receive or adjust it on the item page.',
} as const;

/** Low stock: at most the threshold, the same rule the dashboard and the public badges use. */
export function isLowStock(inventory: number): boolean {
  return inventory <= LOW_STOCK_THRESHOLD;
}

/** One item as staff see it. */
export const StaffGlasses = Type.Object({
  ...glassesDescriptionFields,
  image: Type.String(),
  inventory: Type.Integer(),
  low_stock: Type.Boolean({ description: `True when the stock is at most ${LOW_STOCK_THRESHOLD}.` }),
  retired_at: Type.Union([Type.String(), Type.Null()], { description: 'When the item left the public catalogue; null while listed.' }),
});
export type StaffGlasses = Static<typeof StaffGlasses>;

export const CATALOGUE_STATES = ['listed', 'retired', 'all'] as const;
export type CatalogueState = (typeof CATALOGUE_STATES)[number];

export const StaffGlassesListQuery = Type.Composite([
  StaffListQuery,
  Type.Object({
    /** Default `all`: the list shows retired items too, marked. */
    state: Type.Optional(Type.Union(CATALOGUE_STATES.map((state) => Type.Literal(state)))),
    /** Only items whose stock is at most the threshold. */
    low_stock: Type.Optional(Type.Boolean()),
  }),
]);
export type StaffGlassesListQuery = Static<typeof StaffGlassesListQuery>;

const Dioptres = Type.Number({ minimum: -30, maximum: 30 });

/** The item's own fields; stock is not among them. */
const itemFields = {
  description: Type.Optional(TextField({ maxLength: 5000 })),
  /** Frame width in mm. */
  size: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 1000 }))),
  color: Type.Optional(TextField({ maxLength: 50 })),
  prescription_range_upper: Type.Optional(Nullable(Dioptres)),
  prescription_range_lower: Type.Optional(Nullable(Dioptres)),
};

/** A new item: its first stock, if any, is recorded as a `received` movement. */
export const StaffGlassesCreate = Type.Object(
  {
    name: TextField({ minLength: 1, maxLength: 200 }),
    ...itemFields,
    initial_stock: Type.Optional(Type.Integer({ minimum: 0, maximum: STOCK_CHANGE_MAX })),
  },
  { additionalProperties: false },
);
export type StaffGlassesCreate = Static<typeof StaffGlassesCreate>;

/** An edit: any of the item's fields; stock is not one of them. */
export const StaffGlassesEdit = Type.Object(
  { name: Type.Optional(TextField({ minLength: 1, maxLength: 200 })), ...itemFields },
  { additionalProperties: false },
);
export type StaffGlassesEdit = Static<typeof StaffGlassesEdit>;
