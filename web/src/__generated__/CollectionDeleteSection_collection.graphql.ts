/**
 * @generated SignedSource<<080c6af2e6bdde84ae0e1def2ff2977c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CollectionDeleteSection_collection$data = {
  readonly deletionImpact: {
    readonly elementCategories: number;
    readonly elements: number;
    readonly kits: number;
  };
  readonly id: string;
  readonly viewerCanDelete: boolean;
  readonly " $fragmentType": "CollectionDeleteSection_collection";
};
export type CollectionDeleteSection_collection$key = {
  readonly " $data"?: CollectionDeleteSection_collection$data;
  readonly " $fragmentSpreads": FragmentRefs<"CollectionDeleteSection_collection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CollectionDeleteSection_collection",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanDelete",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CollectionDeletionImpact",
      "kind": "LinkedField",
      "name": "deletionImpact",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "elementCategories",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "elements",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kits",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Collection",
  "abstractKey": null
};

(node as any).hash = "b1eae18b219aa57a0bdd88da8e8688f9";

export default node;
