/**
 * @generated SignedSource<<c7f8f870c248ace5a4f5de72593c4f41>>
 * @relayHash d82d91efcea2819404832fba69c7c024
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 045e2ffca4f48e1a1afa73a85015635b3a898156719479bf5bcb7d8b3a51fc7a

import { ConcreteRequest } from 'relay-runtime';
export type FileKind = "COLLECTION" | "ICON" | "IMAGE" | "MODEL" | "TEXTURE";
export type FilePickerQuery$variables = {
  filter?: string | null | undefined;
  first: number;
  kind?: FileKind | null | undefined;
};
export type FilePickerQuery$data = {
  readonly files: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
        readonly originalName: string;
        readonly thumbnailUrl: string | null | undefined;
      };
    }>;
    readonly totalCount: number;
  };
};
export type FilePickerQuery = {
  response: FilePickerQuery$data;
  variables: FilePickerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filter"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "kind"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "filter",
        "variableName": "filter"
      },
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      },
      {
        "kind": "Variable",
        "name": "kind",
        "variableName": "kind"
      }
    ],
    "concreteType": "FileConnection",
    "kind": "LinkedField",
    "name": "files",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "FileConnectionEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "File",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
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
                "name": "originalName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "thumbnailUrl",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "FilePickerQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "FilePickerQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "045e2ffca4f48e1a1afa73a85015635b3a898156719479bf5bcb7d8b3a51fc7a",
    "metadata": {},
    "name": "FilePickerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a7a476b2e8a4056531e6213d86918df3";

export default node;
