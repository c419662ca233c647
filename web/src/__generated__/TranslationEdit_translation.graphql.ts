/**
 * @generated SignedSource<<86ddf34385eb7a584d18eaa9639b49e9>>
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
  readonly version: number | null | undefined;
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
      "name": "version",
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

(node as any).hash = "25d326b19a0273912eb43b9c2d5b53b0";

export default node;
