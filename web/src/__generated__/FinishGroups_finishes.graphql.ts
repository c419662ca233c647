/**
 * @generated SignedSource<<57a8e8af9c183e0dfcf184705df09e8c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type FinishTypeCode = "METAL" | "SOLID" | "WOOD_GRAIN";
import { FragmentRefs } from "relay-runtime";
export type FinishGroups_finishes$data = ReadonlyArray<{
  readonly id: string;
  readonly name: string;
  readonly symbol: string;
  readonly textureName: string;
  readonly type: FinishTypeCode;
  readonly " $fragmentType": "FinishGroups_finishes";
}>;
export type FinishGroups_finishes$key = ReadonlyArray<{
  readonly " $data"?: FinishGroups_finishes$data;
  readonly " $fragmentSpreads": FragmentRefs<"FinishGroups_finishes">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "FinishGroups_finishes",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "textureName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "symbol",
      "storageKey": null
    }
  ],
  "type": "Finish",
  "abstractKey": null
};

(node as any).hash = "a371a0b1597acee89e78d8f3eaa8c441";

export default node;
