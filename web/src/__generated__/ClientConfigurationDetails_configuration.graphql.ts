/**
 * @generated SignedSource<<48bc2b250b0f0bb62ea4df1eb79d51c4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ClientConfigurationDetails_configuration$data = {
  readonly collection: {
    readonly name: string;
  } | null | undefined;
  readonly collectionSlug: string;
  readonly configuratorUrl: string;
  readonly createdAt: string;
  readonly customerEmail: string;
  readonly id: string;
  readonly kits: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"ConfigurationKitSection_kit">;
  }>;
  readonly salon: {
    readonly address: string;
    readonly name: string;
    readonly phone: string;
  } | null | undefined;
  readonly version: number | null | undefined;
  readonly viewerCanDelete: boolean;
  readonly " $fragmentType": "ClientConfigurationDetails_configuration";
};
export type ClientConfigurationDetails_configuration$key = {
  readonly " $data"?: ClientConfigurationDetails_configuration$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClientConfigurationDetails_configuration">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClientConfigurationDetails_configuration",
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
      "name": "customerEmail",
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
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Salon",
      "kind": "LinkedField",
      "name": "salon",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "phone",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "address",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "configuratorUrl",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ConfigurationKit",
      "kind": "LinkedField",
      "name": "kits",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ConfigurationKitSection_kit"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ClientConfiguration",
  "abstractKey": null
};
})();

(node as any).hash = "04ecf171893bb0f796723e83cf3ea7a7";

export default node;
