/**
 * @generated SignedSource<<8a329c346ec7dc432b22dbcddfbaac4a>>
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

(node as any).hash = "03c4ce30676c630b2bb953ec3e79d319";

export default node;
