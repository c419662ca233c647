/**
 * @generated SignedSource<<09948c4dd58539a1638b2792170c98ce>>
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
  readonly thumbnail: {
    readonly url: string;
  } | null | undefined;
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
      "concreteType": "File",
      "kind": "LinkedField",
      "name": "thumbnail",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
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

(node as any).hash = "c4970279e635eac2c16f671554d927db";

export default node;
