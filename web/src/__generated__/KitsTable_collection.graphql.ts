/**
 * @generated SignedSource<<d5a61d3ea973f9d391e79ac6bd5815ab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type KitsTable_collection$data = {
  readonly kits: ReadonlyArray<{
    readonly elements: ReadonlyArray<{
      readonly id: string;
    }>;
    readonly id: string;
    readonly isActive: boolean;
    readonly name: string;
    readonly tinydesc: string;
    readonly totalPrices: ReadonlyArray<{
      readonly formatted: string | null | undefined;
      readonly group: string;
    }>;
  }>;
  readonly name: string;
  readonly slug: string;
  readonly " $fragmentType": "KitsTable_collection";
};
export type KitsTable_collection$key = {
  readonly " $data"?: KitsTable_collection$data;
  readonly " $fragmentSpreads": FragmentRefs<"KitsTable_collection">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "KitsTable_collection",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Kit",
      "kind": "LinkedField",
      "name": "kits",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "tinydesc",
          "storageKey": null
        },
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
          "concreteType": "Element",
          "kind": "LinkedField",
          "name": "elements",
          "plural": true,
          "selections": [
            (v1/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Price",
          "kind": "LinkedField",
          "name": "totalPrices",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "group",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "formatted",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Collection",
  "abstractKey": null
};
})();

(node as any).hash = "d6dc745c49b8172892aea7444042d2e5";

export default node;
