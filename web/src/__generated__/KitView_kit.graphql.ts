/**
 * @generated SignedSource<<9fc0746860284dc4a92441d0f5239f20>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type KitView_kit$data = {
  readonly collection: {
    readonly id: string;
    readonly name: string;
    readonly slug: string;
  };
  readonly id: string;
  readonly isActive: boolean;
  readonly name: string;
  readonly version: number | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"KitDetails_kit" | "KitElementsTable_kit" | "KitTotals_kit">;
  readonly " $fragmentType": "KitView_kit";
};
export type KitView_kit$key = {
  readonly " $data"?: KitView_kit$data;
  readonly " $fragmentSpreads": FragmentRefs<"KitView_kit">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "KitView_kit",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isActive",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Collection",
      "kind": "LinkedField",
      "name": "collection",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        },
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "KitDetails_kit"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "KitElementsTable_kit"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "KitTotals_kit"
    }
  ],
  "type": "Kit",
  "abstractKey": null
};
})();

(node as any).hash = "67df37d0214fef1e4700ffe957a1d6eb";

export default node;
