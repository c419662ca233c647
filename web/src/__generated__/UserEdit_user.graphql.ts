/**
 * @generated SignedSource<<6a4a8ac1179d74c3fc0aab3d3b9b8422>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserEdit_user$data = {
  readonly city: string;
  readonly email: string;
  readonly id: string;
  readonly isSalon: boolean;
  readonly name: string;
  readonly salonAddress: string | null | undefined;
  readonly salonName: string | null | undefined;
  readonly salonPhone: string | null | undefined;
  readonly version: number | null | undefined;
  readonly " $fragmentType": "UserEdit_user";
};
export type UserEdit_user$key = {
  readonly " $data"?: UserEdit_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserEdit_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserEdit_user",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "city",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isSalon",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "salonName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "salonPhone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "salonAddress",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "3f305cbe8ceda21b6e15b78b8be903ee";

export default node;
