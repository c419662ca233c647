import type { CollectionDiscountsAnswer } from '@meble/domain/collection';
import { discountsBody, discountsFormSchema } from '@meble/domain/discount';
import { builder } from '../builder.ts';
import { ConflictFailure, NotFoundFailure, ValidationFailure } from '../errors.ts';
import { adminMutation, seenVersion } from '../mutations.ts';
import { updateCollectionDiscounts } from '../rest/collections.ts';
import { CollectionRef, noCollection } from './collection.ts';
import { ElementRef } from './element.ts';

const ElementDiscountInput = builder.inputType('ElementDiscountInput', {
  description: "One element's discount as typed: integer text, at most 3 characters, 0–100 (D3).",
  fields: (t) => ({
    elementId: t.globalID({ required: true, for: [ElementRef] }),
    discountPercent: t.string({ required: true }),
    version: t.int({ description: "The element's version the screen was opened at; one stale element refuses the whole save (ConflictError naming it in `records`)." }),
  }),
});

const DiscountsPayload = builder.objectRef<CollectionDiscountsAnswer>('DiscountsPayload').implement({
  description: 'The changed nodes, so a Relay store shows the saved values.',
  fields: (t) => ({
    collection: t.field({ type: CollectionRef, resolve: (p) => p.collection }),
    elements: t.field({ type: [ElementRef], resolve: (p) => p.elements }),
  }),
});

/** Form paths (`collection`, `elements.1.discount`) → the mutation's argument names. */
function argumentField(field: string): string {
  if (field === 'collection') return 'collectionDiscountPercent';
  return field.replace(/^elements\.(\d+)\.discount$/, 'elements.$1.discountPercent').replace(/^elements\.(\d+)\.id$/, 'elements.$1.elementId');
}

/** REST field names → the mutation's argument names, for every listed element. */
function restFieldNames(count: number): Record<string, string> {
  const names: Record<string, string> = { discount: 'collectionDiscountPercent' };
  for (let i = 0; i < count; i++) {
    names[`elements.${i}._id`] = `elements.${i}.elementId`;
    names[`elements.${i}.discount`] = `elements.${i}.discountPercent`;
  }
  return names;
}

adminMutation('updateDiscounts', {
  type: DiscountsPayload,
  description:
    "The discounts screen's save (spec part 2 §4): the collection's discount (whole percent 0–99 typed as at most 2 characters, D2) and each listed element's (0–100, at most 3 characters, D3), written in one transaction; only integers are accepted (§5).",
  errors: [ValidationFailure, NotFoundFailure, ConflictFailure],
  args: (arg) => ({
    collectionId: arg.globalID({ required: true, for: [CollectionRef] }),
    collectionDiscountPercent: arg.string({ required: true }),
    elements: arg({ type: [ElementDiscountInput], required: true }),
    version: arg.int({ description: "The collection's version the discounts screen was opened at." }),
  }),
  input: {
    schema: discountsFormSchema,
    from: (args) => ({ collection: args.collectionDiscountPercent, elements: args.elements.map((e) => ({ id: e.elementId.id, discount: e.discountPercent })) }),
    fieldName: argumentField,
  },
  rest: (args) => ({ fieldNames: restFieldNames(args.elements.length), notFound: noCollection(args.collectionId.id) }),
  // One call: the path takes the slug (the graph's id) and the answer holds the saved elements whole.
  resolve: ({ args, input, context }) => {
    const body = discountsBody(input);
    // Each element's version goes beside its discount, in the order the screen listed them.
    const elements = body.elements.map((element, i) => {
      const version = seenVersion(args.elements[i]?.version, `elements.${i}.version`);
      return version === undefined ? element : { ...element, version };
    });
    return updateCollectionDiscounts(context.rest, args.collectionId.id, { ...body, elements }, seenVersion(args.version));
  },
});
