/**
 * @generated SignedSource<<a03a71a44c5013f9957e634ff12fb8c0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type KitEdit_kit$data = {
  readonly collection: {
    readonly id: string;
    readonly name: string;
    readonly slug: string;
  };
  readonly id: string;
  readonly isActive: boolean;
  readonly name: string;
  readonly ord: number;
  readonly thumbUrl: string;
  readonly tinydesc: string;
  readonly version: number | null | undefined;
  readonly " $fragmentType": "KitEdit_kit";
};
export type KitEdit_kit$key = {
  readonly " $data"?: KitEdit_kit$data;
  readonly " $fragmentSpreads": FragmentRefs<"KitEdit_kit">;
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
  "name": "KitEdit_kit",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    },
    (v1/*:: as any*/),
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
      "name": "ord",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "thumbUrl",
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
    }
  ],
  "type": "Kit",
  "abstractKey": null
};
})();

(node as any).hash = "95a0fd9695cc946afba87cba8a48470b";

export default node;
