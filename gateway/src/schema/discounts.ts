import { z } from 'zod';
import { collectionSchema, type Collection } from '@meble/domain/collection';
import { discountsBody, discountsFormSchema } from '@meble/domain/discount';
import { ELEMENT_PAGE_MAX, type Element } from '@meble/domain/element';
import type { FieldError } from '@meble/domain/errors';
import { builder } from '../builder.ts';
import type { GatewayContext } from '../context.ts';
import { NotFoundFailure, ValidationFailure } from '../errors.ts';
import { fromRest, validInput } from '../mutations.ts';
import { CollectionRef, collectionBySlug } from './collection.ts';
import { ElementRef } from './element.ts';

/** PATCH /api/cms/collection/discounts/{id}: the collection and the element discounts as stored. */
const discountsAnswerSchema = z.object({
  collection: collectionSchema,
  elements: z.array(z.object({ _id: z.string(), discount: z.number().int() })),
});

const ElementDiscountInput = builder.inputType('ElementDiscountInput', {
  description: "One element's discount as typed: integer text, at most 3 characters, 0–100 (D3).",
  fields: (t) => ({
    elementId: t.globalID({ required: true, for: [ElementRef] }),
    discountPercent: t.string({ required: true }),
  }),
});

const DiscountsPayload = builder.objectRef<{ collection: Collection; elements: Element[] }>('DiscountsPayload').implement({
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

/** The saved elements, read back the API's largest page at a time rather than one call per element. */
async function savedElements(context: GatewayContext, slug: string, saved: { _id: string; discount: number }[]): Promise<Element[]> {
  const wanted = new Map(saved.map((e) => [e._id, e.discount]));
  const found = new Map<string, Element>();
  for (let offset = 0; found.size < wanted.size; offset += ELEMENT_PAGE_MAX) {
    const page = await context.loaders.elementsPage.load({ slug, filter: '', categoryId: '', offset, limit: ELEMENT_PAGE_MAX });
    if (!page) break;
    for (const element of page.elements) if (wanted.has(element._id)) found.set(element._id, element);
    if (offset + ELEMENT_PAGE_MAX >= page.totalCount) break;
  }
  return saved.flatMap((e) => {
    const element = found.get(e._id);
    return element ? [{ ...element, discount: e.discount }] : [];
  });
}

builder.mutationField('updateDiscounts', (t) =>
  t.field({
    type: DiscountsPayload,
    authScopes: { admin: true },
    description:
      "The discounts screen's save (spec part 2 §4): the collection's discount (whole percent 0–99 typed as at most 2 characters, D2) and each listed element's (0–100, at most 3 characters, D3), written in one transaction; only integers are accepted (§5).",
    errors: { types: [ValidationFailure, NotFoundFailure] },
    args: {
      collectionId: t.arg.globalID({ required: true, for: [CollectionRef] }),
      collectionDiscountPercent: t.arg.string({ required: true }),
      elements: t.arg({ type: [ElementDiscountInput], required: true }),
    },
    resolve: async (_root, args, context) => {
      const form = { collection: args.collectionDiscountPercent, elements: args.elements.map((e) => ({ id: e.elementId.id, discount: e.discountPercent })) };
      let values;
      try {
        values = validInput(discountsFormSchema, form);
      } catch (error) {
        if (!(error instanceof ValidationFailure)) throw error;
        const fieldErrors: FieldError[] = error.fieldErrors.map((e) => ({ field: argumentField(e.field), message: e.message }));
        throw new ValidationFailure(error.message, fieldErrors);
      }
      const current = await collectionBySlug(context, args.collectionId.id);
      const path = `/api/cms/collection/discounts/${encodeURIComponent(current._id)}`;
      const answer = await fromRest(context.rest.send('PATCH', path, discountsBody(values), discountsAnswerSchema), restFieldNames(values.elements.length));
      context.loaders.clear();
      return { collection: answer.collection, elements: await savedElements(context, answer.collection.slug, answer.elements) };
    },
  }),
);
