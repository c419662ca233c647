import type { Dictionaries } from '@meble/domain/dictionaries';
import { builder } from '../builder.ts';
import { NotFound } from '../errors.ts';
import { startAhead } from '../selection.ts';

type CodeName = Dictionaries['finishTypes'][number];

const PriceGroupRef = builder.objectRef<Dictionaries['priceGroups'][number]>('PriceGroup').implement({
  fields: (t) => ({ name: t.exposeString('name'), slug: t.exposeString('slug') }),
});
const FinishTypeRef = builder.objectRef<CodeName>('FinishType').implement({
  fields: (t) => ({ code: t.exposeString('code'), name: t.exposeString('name') }),
});
const ConnectionCodeRef = builder.objectRef<CodeName>('ConnectionCode').implement({
  fields: (t) => ({ code: t.exposeString('code'), name: t.exposeString('name') }),
});

export type Equipment = Dictionaries['equipment'][number];

export const EquipmentRef = builder.loadableNodeRef('Equipment', {
  id: { resolve: (equipment: Equipment) => equipment._id },
  // Equipment comes with the dictionaries: one REST call, however many are asked for.
  load: async (ids: string[], context) => {
    const { equipment } = await context.loaders.dictionaries();
    // A copy: the gateway's dictionaries are frozen, shared by every request, and node(id) brands what it answers.
    return ids.map((id) => {
      const item = equipment.find((e) => e._id === id);
      return item ? { ...item } : new NotFound();
    });
  },
});

EquipmentRef.implement({
  description: 'An equipment option of elements (spec part 2 §3).',
  authScopes: { signedIn: true },
  fields: (t) => ({ name: t.exposeString('name') }),
});

const DictionariesRef = builder.objectRef<Dictionaries>('Dictionaries').implement({
  description: 'What the navigation guard loads before every screen; holds no customer data (D14).',
  fields: (t) => ({
    priceGroups: t.field({ type: [PriceGroupRef], resolve: (d) => d.priceGroups }),
    finishTypes: t.field({ type: [FinishTypeRef], resolve: (d) => d.finishTypes }),
    connectionCodes: t.field({ type: [ConnectionCodeRef], resolve: (d) => d.connectionCodes }),
    equipment: t.field({ type: [EquipmentRef], resolve: (d) => d.equipment }),
  }),
});

builder.queryField('dictionaries', (t) =>
  t.field({
    type: DictionariesRef,
    // Started with the viewer; read by the resolver only after the check.
    authScopes: (_root, _args, context) => {
      startAhead(context.loaders.dictionaries());
      return { signedIn: true };
    },
    resolve: (_root, _args, context) => context.loaders.dictionaries(),
  }),
);
