/**
 * @generated SignedSource<<52090f10f64d200064f3f6c7e2c07207>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ClientConfigurationRow_configuration$data = {
  readonly collection: {
    readonly name: string;
  } | null | undefined;
  readonly collectionSlug: string;
  readonly createdAt: string;
  readonly customerEmail: string;
  readonly id: string;
  readonly kits: ReadonlyArray<{
    readonly name: string;
  }>;
  readonly salon: {
    readonly name: string;
  } | null | undefined;
  readonly version: number | null | undefined;
  readonly viewerCanDelete: boolean;
  readonly " $fragmentType": "ClientConfigurationRow_configuration";
};
export type ClientConfigurationRow_configuration$key = {
  readonly " $data"?: ClientConfigurationRow_configuration$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClientConfigurationRow_configuration">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClientConfigurationRow_configuration",
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
      "concreteType": "Salon",
      "kind": "LinkedField",
      "name": "salon",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "collectionSlug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ConfigurationCollection",
      "kind": "LinkedField",
      "name": "collection",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "customerEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ConfigurationKit",
      "kind": "LinkedField",
      "name": "kits",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanDelete",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    }
  ],
  "type": "ClientConfiguration",
  "abstractKey": null
};
})();

(node as any).hash = "abb6397ff16debc0c2e845a69880545d";

export default node;
