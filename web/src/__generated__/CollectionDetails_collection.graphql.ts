/**
 * @generated SignedSource<<4c252e2384ce7402e347e4c0448b6b5f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CollectionDetails_collection$data = {
  readonly category: {
    readonly name: string;
  };
  readonly description: string;
  readonly discountPercent: number;
  readonly isActive: boolean;
  readonly name: string;
  readonly thumbUrl: string;
  readonly " $fragmentType": "CollectionDetails_collection";
};
export type CollectionDetails_collection$key = {
  readonly " $data"?: CollectionDetails_collection$data;
  readonly " $fragmentSpreads": FragmentRefs<"CollectionDetails_collection">;
};

const node: ReaderFragment = (function(){
var v0 = {
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
  "name": "CollectionDetails_collection",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "discountPercent",
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
      "kind": "ScalarField",
      "name": "thumbUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CollectionCategory",
      "kind": "LinkedField",
      "name": "category",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Collection",
  "abstractKey": null
};
})();

(node as any).hash = "aaca95a9f7aa5dfc68b44288663f79f5";

export default node;
