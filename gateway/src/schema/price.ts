import { PRICE_GROUPS, type PriceGroup } from '@meble/domain/catalog';
import { formatPrice } from '@meble/domain/money';
import { builder } from '../builder.ts';

export const PriceGroupCodeRef = builder.enumType('PriceGroupCode', {
  description: 'Price groups A–I (spec part 1 §9): a fabric family belongs to one, and an element has a price at each.',
  values: Object.fromEntries(PRICE_GROUPS.map((group) => [group, { value: group }])) as Record<PriceGroup, { value: PriceGroup }>,
});

/** A price at one group A–I (an element's, or a kit's total after discounts). */
export const PriceRef = builder.objectRef<{ group: string; grosze: number | null }>('Price').implement({
  description: 'A price at one group A–I in grosze (D1); null when not set.',
  fields: (t) => ({
    group: t.exposeString('group'),
    grosze: t.exposeInt('grosze', { nullable: true }),
    formatted: t.string({ nullable: true, description: "As staff read it: '1 234,50 zł'.", resolve: (p) => (p.grosze === null ? null : formatPrice(p.grosze)) }),
  }),
});
