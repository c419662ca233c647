/**
 * @generated SignedSource<<f51a8b1023e78c349f8e98ec7aa8e087>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FabricDetails_fabric$data = {
  readonly fileUrl: string;
  readonly isActive: boolean;
  readonly isDefault: boolean;
  readonly name: string;
  readonly thumbUrl: string;
  readonly " $fragmentType": "FabricDetails_fabric";
};
export type FabricDetails_fabric$key = {
  readonly " $data"?: FabricDetails_fabric$data;
  readonly " $fragmentSpreads": FragmentRefs<"FabricDetails_fabric">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FabricDetails_fabric",
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
      "name": "fileUrl",
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
      "name": "isDefault",
      "storageKey": null
    }
  ],
  "type": "Fabric",
  "abstractKey": null
};

(node as any).hash = "543fed7374b3ed23ba6a9edfba8c4df3";

export default node;
