/**
 * @generated SignedSource<<b7d9caa605a4e73138ecb22c4abef0b2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CollectionCard_collection$data = {
  readonly elementCount: number;
  readonly isActive: boolean;
  readonly kitCount: number;
  readonly name: string;
  readonly slug: string;
  readonly thumbUrl: string;
  readonly " $fragmentType": "CollectionCard_collection";
};
export type CollectionCard_collection$key = {
  readonly " $data"?: CollectionCard_collection$data;
  readonly " $fragmentSpreads": FragmentRefs<"CollectionCard_collection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CollectionCard_collection",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
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
      "kind": "ScalarField",
      "name": "elementCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kitCount",
      "storageKey": null
    }
  ],
  "type": "Collection",
  "abstractKey": null
};

(node as any).hash = "862c28b8a053faefa54527ac20dea414";

export default node;
