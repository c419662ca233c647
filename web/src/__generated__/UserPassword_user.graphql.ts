/**
 * @generated SignedSource<<6f72b07c15a001ae6d0ba48fa0f1b603>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserPassword_user$data = {
  readonly email: string;
  readonly id: string;
  readonly name: string;
  readonly version: number | null | undefined;
  readonly " $fragmentType": "UserPassword_user";
};
export type UserPassword_user$key = {
  readonly " $data"?: UserPassword_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserPassword_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserPassword_user",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "bb7d581d67965add9178f92c68ec80dd";

export default node;
