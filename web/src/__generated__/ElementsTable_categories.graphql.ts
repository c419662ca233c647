/**
 * @generated SignedSource<<2cebca7feedf9a5368df313c13d70fd1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ElementsTable_categories$data = ReadonlyArray<{
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "ElementsTable_categories";
}>;
export type ElementsTable_categories$key = ReadonlyArray<{
  readonly " $data"?: ElementsTable_categories$data;
  readonly " $fragmentSpreads": FragmentRefs<"ElementsTable_categories">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ElementsTable_categories",
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
      "name": "name",
      "storageKey": null
    }
  ],
  "type": "ElementCategory",
  "abstractKey": null
};

(node as any).hash = "fca07a07a08c49c8332feeb230aecf70";

export default node;
