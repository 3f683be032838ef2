import type { JsonSchema } from './json-schemas.js';

/** The parts of OpenAPI 3.1 this document uses. */
export interface MediaType {
  schema: JsonSchema;
}

export interface ResponseObject {
  description: string;
  content?: Record<string, MediaType>;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

export interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  'x-access': string | string[];
  'x-permission'?: string[];
  security: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: Record<string, MediaType> };
  responses: Record<string, ResponseObject>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  security: Record<string, string[]>[];
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, { type: 'http'; scheme: 'bearer'; bearerFormat?: string; description: string }>;
  };
}
