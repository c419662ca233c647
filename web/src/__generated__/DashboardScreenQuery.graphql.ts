/**
 * @generated SignedSource<<5dd57a02f42f8cebc360dcc91d67773c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DashboardScreenQuery$variables = Record<PropertyKey, never>;
export type DashboardScreenQuery$data = {
  readonly dashboard: {
    readonly collections: number;
    readonly elements: number;
    readonly kits: number;
    readonly recentClientConfigurations: number;
    readonly recentDays: number;
    readonly recentSince: string;
  };
};
export type DashboardScreenQuery = {
  response: DashboardScreenQuery$data;
  variables: DashboardScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Dashboard",
    "kind": "LinkedField",
    "name": "dashboard",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "collections",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "elements",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "kits",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "recentClientConfigurations",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "recentDays",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "recentSince",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardScreenQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DashboardScreenQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "34caedaca672c7597ae95f4f221e7f63",
    "id": null,
    "metadata": {},
    "name": "DashboardScreenQuery",
    "operationKind": "query",
    "text": "query DashboardScreenQuery {\n  dashboard {\n    collections\n    elements\n    kits\n    recentClientConfigurations\n    recentDays\n    recentSince\n  }\n}\n"
  }
};
})();

(node as any).hash = "16f99194443a86f8e5de424188ef326f";

export default node;
