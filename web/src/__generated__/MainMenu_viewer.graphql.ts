/**
 * @generated SignedSource<<2152182beb943a7f3dd092b24d86a724>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MainMenu_viewer$data = {
  readonly isSalon: boolean;
  readonly " $fragmentType": "MainMenu_viewer";
};
export type MainMenu_viewer$key = {
  readonly " $data"?: MainMenu_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"MainMenu_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MainMenu_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isSalon",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "99c1c964004cb04c6dca1365b4937505";

export default node;
