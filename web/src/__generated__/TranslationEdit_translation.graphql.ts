/**
 * @generated SignedSource<<7bd6700fc8a3cb8d321a723865db1421>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TranslationEdit_translation$data = {
  readonly en: string;
  readonly id: string;
  readonly key: string;
  readonly pl: string;
  readonly " $fragmentType": "TranslationEdit_translation";
};
export type TranslationEdit_translation$key = {
  readonly " $data"?: TranslationEdit_translation$data;
  readonly " $fragmentSpreads": FragmentRefs<"TranslationEdit_translation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TranslationEdit_translation",
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
      "name": "key",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "en",
      "storageKey": null
    }
  ],
  "type": "Translation",
  "abstractKey": null
};

(node as any).hash = "3fd03fffc7b6a62a26a443a44d8904f9";

export default node;
