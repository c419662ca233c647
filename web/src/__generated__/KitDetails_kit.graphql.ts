/**
 * @generated SignedSource<<d2a08a88c4cf1163ed1c89facbbda222>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type KitDetails_kit$data = {
  readonly isActive: boolean;
  readonly name: string;
  readonly ord: number;
  readonly thumbUrl: string;
  readonly tinydesc: string;
  readonly " $fragmentType": "KitDetails_kit";
};
export type KitDetails_kit$key = {
  readonly " $data"?: KitDetails_kit$data;
  readonly " $fragmentSpreads": FragmentRefs<"KitDetails_kit">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "KitDetails_kit",
  "selections": [
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
    }
  ],
  "type": "Kit",
  "abstractKey": null
};

(node as any).hash = "85de772371c71902c34176143b2f8a1f";

export default node;
