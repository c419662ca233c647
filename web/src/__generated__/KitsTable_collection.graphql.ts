/**
 * @generated SignedSource<<6c2049bc837c1ff3a9ed2f3eb8b27a79>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type KitsTable_collection$data = {
  readonly id: string;
  readonly kits: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly ord: number;
    readonly " $fragmentSpreads": FragmentRefs<"KitsTable_kit">;
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
  "name": "KitsTable_collection",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Kit",
      "kind": "LinkedField",
      "name": "kits",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ord",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "KitsTable_kit"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Collection",
  "abstractKey": null
};
})();

(node as any).hash = "8d782b24710c85cd728d5922fa91059f";

export default node;
