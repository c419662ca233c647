/**
 * @generated SignedSource<<0251b4b7416c812ed7aa3c9ccc75185c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type KitsTable_collection$data = {
  readonly kits: ReadonlyArray<{
    readonly id: string;
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

const node: ReaderFragment = {
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
      "concreteType": "Kit",
      "kind": "LinkedField",
      "name": "kits",
      "plural": true,
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
          "name": "ord",
          "storageKey": null
        },
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

(node as any).hash = "092766a2b724035457dc4d098098e5bc";

export default node;
