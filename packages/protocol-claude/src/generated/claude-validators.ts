// Generated from schemas/claude-output.schema.json and schemas/claude-input.schema.json by scripts/gen.mjs.
// The schemas follow sdk.d.ts of @anthropic-ai/claude-agent-sdk 0.3.332 and real streams.
// Do not edit: change the schema and run `pnpm gen` (node scripts/gen.mjs) in packages/protocol-claude.
// Standalone ajv code: it runs without ajv. Type-checking is off for the code ajv wrote.
// @ts-nocheck
/* eslint-disable */
import type { Validator, ValidatorTable } from '@mwh/protocol-core';
import type { ClaudeOutputMessageByKey } from './claude-output-types.js';
import type { ClaudeInputMessageByKey } from './claude-input-types.js';

export const validateAssistantMessage: Validator<ClaudeOutputMessageByKey["assistant"]> = validate135;
const schema7 = {"title":"AssistantMessage","description":"SDKAssistantMessage. While a response streams, one per completed content block, several sharing message.id, each holding that block.","type":"object","properties":{"type":{"const":"assistant"},"message":{"$ref":"#/$defs/AssistantMessageBody"},"parent_tool_use_id":{"type":["string","null"]},"error":{"description":"SDKAssistantMessageError: authentication_failed, billing_error, rate_limit, overloaded, server_error, ... (open).","type":"string"},"is_api_error_message":{"description":"Seen on 2.1.332: set on the synthetic message of an API failure.","type":"boolean"},"api_error_status":{"description":"Seen on 2.1.332: the HTTP status of the API failure.","type":["number","null"]},"request_id":{"type":"string"},"aborted":{"type":"boolean"},"agent_id":{"type":"string"},"timestamp":{"type":"string"},"uuid":{"type":"string"},"session_id":{"type":"string"},"api_error_type":{"description":"Seen on 2.1.332.","type":["string","null"]},"thinking_display":{"description":"Seen on 2.1.332.","type":["string","null"]},"thinking_duration_ms":{"description":"Seen on 2.1.332.","type":["number","null"]},"subagent_type":{"description":"The type of the subagent that wrote it (sdk.d.ts); absent on the main thread.","type":"string"},"task_description":{"description":"The description of the subagent's task (sdk.d.ts).","type":"string"},"tool_use_meta":{"description":"Seen on 2.1.332, not in sdk.d.ts: for an MCP tool call, its id with the tool's and its server's display names.","type":"array","items":{"type":"object"}}},"required":["type","message"],"additionalProperties":true};
const schema8 = {"title":"AssistantMessageBody","description":"A Messages API Message (role assistant). Model \"<synthetic>\" marks a notice the CLI wrote itself, such as an API error.","type":"object","properties":{"id":{"type":"string"},"type":{"type":"string"},"role":{"type":"string"},"model":{"type":"string"},"content":{"type":"array","items":{"$ref":"#/$defs/ContentBlock"}},"stop_reason":{"type":["string","null"]},"stop_sequence":{"type":["string","null"]},"usage":{"$ref":"#/$defs/ApiUsage"},"container":{"description":"Seen on 2.1.332 (null against a mock model server).","tsType":"unknown"},"context_management":{"description":"Seen on 2.1.332 (null against a mock model server).","tsType":"unknown"},"diagnostics":{"description":"Seen on 2.1.332 (null against a mock model server).","tsType":"unknown"},"stop_details":{"description":"Seen on 2.1.332 (null against a mock model server).","tsType":"unknown"}},"required":["content"],"additionalProperties":true};
const schema9 = {"title":"ContentBlock","description":"One content block of a message. The fields of every block type the reader uses are listed; which are set depends on `type` (text, thinking, redacted_thinking, tool_use, tool_result, image, server_tool_use, ...).","type":"object","properties":{"type":{"type":"string"},"text":{"type":"string"},"thinking":{"type":"string"},"signature":{"type":"string"},"id":{"description":"tool_use: the call id.","type":"string"},"name":{"description":"tool_use: the tool name.","type":"string"},"input":{"description":"tool_use: the arguments.","tsType":"unknown"},"tool_use_id":{"description":"tool_result: the call it answers.","type":"string"},"content":{"description":"tool_result: a string or an array of blocks.","anyOf":[{"type":"string"},{"type":"array","items":{"$ref":"#/$defs/ContentBlock"}}]},"is_error":{"description":"tool_result: whether the tool failed.","type":"boolean"}},"required":["type"],"additionalProperties":true};
const wrapper0 = {validate: validate24};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate24.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if(typeof data.type !== "string"){
validate24.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.text !== undefined){
const _errs4 = errors;
if(typeof data.text !== "string"){
validate24.errors = [{instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thinking !== undefined){
const _errs6 = errors;
if(typeof data.thinking !== "string"){
validate24.errors = [{instancePath:instancePath+"/thinking",schemaPath:"#/properties/thinking/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.signature !== undefined){
const _errs8 = errors;
if(typeof data.signature !== "string"){
validate24.errors = [{instancePath:instancePath+"/signature",schemaPath:"#/properties/signature/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs10 = errors;
if(typeof data.id !== "string"){
validate24.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs12 = errors;
if(typeof data.name !== "string"){
validate24.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tool_use_id !== undefined){
const _errs14 = errors;
if(typeof data.tool_use_id !== "string"){
validate24.errors = [{instancePath:instancePath+"/tool_use_id",schemaPath:"#/properties/tool_use_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content !== undefined){
let data7 = data.content;
const _errs16 = errors;
const _errs17 = errors;
let valid1 = false;
const _errs18 = errors;
if(typeof data7 !== "string"){
const err0 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs18 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs20 = errors;
if(errors === _errs20){
if(Array.isArray(data7)){
var valid2 = true;
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
const _errs22 = errors;
if(!(wrapper0.validate(data7[i0], {instancePath:instancePath+"/content/" + i0,parentData:data7,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
var valid2 = _errs22 === errors;
if(!valid2){
break;
}
}
}
else {
const err1 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/anyOf/1/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs20 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err2 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate24.errors = vErrors;
return false;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.is_error !== undefined){
const _errs23 = errors;
if(typeof data.is_error !== "boolean"){
validate24.errors = [{instancePath:instancePath+"/is_error",schemaPath:"#/properties/is_error/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate24.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate24.errors = vErrors;
return errors === 0;
}

const schema10 = {"title":"ApiUsage","description":"Token usage of one model request, as the Messages API reports it (message_delta may send null for what it does not repeat).","type":"object","properties":{"input_tokens":{"type":["number","null"]},"output_tokens":{"type":["number","null"]},"cache_read_input_tokens":{"type":["number","null"]},"cache_creation_input_tokens":{"type":["number","null"]},"output_tokens_details":{"type":["object","null"],"properties":{"thinking_tokens":{"type":["number","null"]}},"additionalProperties":true},"service_tier":{"type":["string","null"]},"cache_creation":{"description":"Seen on 2.1.332.","type":["object","null"]},"fallback_credit":{"description":"Seen on 2.1.332 (null against a mock model server).","tsType":"unknown"},"inference_geo":{"description":"Seen on 2.1.332.","type":["string","null"]},"iterations":{"description":"Seen on 2.1.332.","type":["array","null"]},"server_tool_use":{"description":"Seen on 2.1.332.","type":["object","null"]},"speed":{"description":"Seen on 2.1.332.","type":["string","null"]}},"additionalProperties":true};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.input_tokens !== undefined){
let data0 = data.input_tokens;
const _errs2 = errors;
if((!((typeof data0 == "number") && (isFinite(data0)))) && (data0 !== null)){
validate26.errors = [{instancePath:instancePath+"/input_tokens",schemaPath:"#/properties/input_tokens/type",keyword:"type",params:{type: schema10.properties.input_tokens.type}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output_tokens !== undefined){
let data1 = data.output_tokens;
const _errs4 = errors;
if((!((typeof data1 == "number") && (isFinite(data1)))) && (data1 !== null)){
validate26.errors = [{instancePath:instancePath+"/output_tokens",schemaPath:"#/properties/output_tokens/type",keyword:"type",params:{type: schema10.properties.output_tokens.type}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cache_read_input_tokens !== undefined){
let data2 = data.cache_read_input_tokens;
const _errs6 = errors;
if((!((typeof data2 == "number") && (isFinite(data2)))) && (data2 !== null)){
validate26.errors = [{instancePath:instancePath+"/cache_read_input_tokens",schemaPath:"#/properties/cache_read_input_tokens/type",keyword:"type",params:{type: schema10.properties.cache_read_input_tokens.type}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cache_creation_input_tokens !== undefined){
let data3 = data.cache_creation_input_tokens;
const _errs8 = errors;
if((!((typeof data3 == "number") && (isFinite(data3)))) && (data3 !== null)){
validate26.errors = [{instancePath:instancePath+"/cache_creation_input_tokens",schemaPath:"#/properties/cache_creation_input_tokens/type",keyword:"type",params:{type: schema10.properties.cache_creation_input_tokens.type}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output_tokens_details !== undefined){
let data4 = data.output_tokens_details;
const _errs10 = errors;
if((!(data4 && typeof data4 == "object" && !Array.isArray(data4))) && (data4 !== null)){
validate26.errors = [{instancePath:instancePath+"/output_tokens_details",schemaPath:"#/properties/output_tokens_details/type",keyword:"type",params:{type: schema10.properties.output_tokens_details.type}}];
return false;
}
if(errors === _errs10){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.thinking_tokens !== undefined){
let data5 = data4.thinking_tokens;
if((!((typeof data5 == "number") && (isFinite(data5)))) && (data5 !== null)){
validate26.errors = [{instancePath:instancePath+"/output_tokens_details/thinking_tokens",schemaPath:"#/properties/output_tokens_details/properties/thinking_tokens/type",keyword:"type",params:{type: schema10.properties.output_tokens_details.properties.thinking_tokens.type}}];
return false;
}
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.service_tier !== undefined){
let data6 = data.service_tier;
const _errs15 = errors;
if((typeof data6 !== "string") && (data6 !== null)){
validate26.errors = [{instancePath:instancePath+"/service_tier",schemaPath:"#/properties/service_tier/type",keyword:"type",params:{type: schema10.properties.service_tier.type}}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cache_creation !== undefined){
let data7 = data.cache_creation;
const _errs17 = errors;
if((!(data7 && typeof data7 == "object" && !Array.isArray(data7))) && (data7 !== null)){
validate26.errors = [{instancePath:instancePath+"/cache_creation",schemaPath:"#/properties/cache_creation/type",keyword:"type",params:{type: schema10.properties.cache_creation.type}}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.inference_geo !== undefined){
let data8 = data.inference_geo;
const _errs19 = errors;
if((typeof data8 !== "string") && (data8 !== null)){
validate26.errors = [{instancePath:instancePath+"/inference_geo",schemaPath:"#/properties/inference_geo/type",keyword:"type",params:{type: schema10.properties.inference_geo.type}}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.iterations !== undefined){
let data9 = data.iterations;
const _errs21 = errors;
if((!(Array.isArray(data9))) && (data9 !== null)){
validate26.errors = [{instancePath:instancePath+"/iterations",schemaPath:"#/properties/iterations/type",keyword:"type",params:{type: schema10.properties.iterations.type}}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.server_tool_use !== undefined){
let data10 = data.server_tool_use;
const _errs23 = errors;
if((!(data10 && typeof data10 == "object" && !Array.isArray(data10))) && (data10 !== null)){
validate26.errors = [{instancePath:instancePath+"/server_tool_use",schemaPath:"#/properties/server_tool_use/type",keyword:"type",params:{type: schema10.properties.server_tool_use.type}}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.speed !== undefined){
let data11 = data.speed;
const _errs25 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
validate26.errors = [{instancePath:instancePath+"/speed",schemaPath:"#/properties/speed/type",keyword:"type",params:{type: schema10.properties.speed.type}}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate26.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate26.errors = vErrors;
return errors === 0;
}


function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.content === undefined) && (missing0 = "content")){
validate23.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.id !== undefined){
const _errs2 = errors;
if(typeof data.id !== "string"){
validate23.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
const _errs4 = errors;
if(typeof data.type !== "string"){
validate23.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.role !== undefined){
const _errs6 = errors;
if(typeof data.role !== "string"){
validate23.errors = [{instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.model !== undefined){
const _errs8 = errors;
if(typeof data.model !== "string"){
validate23.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content !== undefined){
let data4 = data.content;
const _errs10 = errors;
if(errors === _errs10){
if(Array.isArray(data4)){
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs12 = errors;
if(!(validate24(data4[i0], {instancePath:instancePath+"/content/" + i0,parentData:data4,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
var valid1 = _errs12 === errors;
if(!valid1){
break;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stop_reason !== undefined){
let data6 = data.stop_reason;
const _errs13 = errors;
if((typeof data6 !== "string") && (data6 !== null)){
validate23.errors = [{instancePath:instancePath+"/stop_reason",schemaPath:"#/properties/stop_reason/type",keyword:"type",params:{type: schema8.properties.stop_reason.type}}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stop_sequence !== undefined){
let data7 = data.stop_sequence;
const _errs15 = errors;
if((typeof data7 !== "string") && (data7 !== null)){
validate23.errors = [{instancePath:instancePath+"/stop_sequence",schemaPath:"#/properties/stop_sequence/type",keyword:"type",params:{type: schema8.properties.stop_sequence.type}}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.usage !== undefined){
const _errs17 = errors;
if(!(validate26(data.usage, {instancePath:instancePath+"/usage",parentData:data,parentDataProperty:"usage",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate23.errors = vErrors;
return errors === 0;
}


function validate135(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.message === undefined) && (missing0 = "message"))){
validate135.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("assistant" !== data.type){
validate135.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "assistant"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message !== undefined){
const _errs3 = errors;
if(!(validate23(data.message, {instancePath:instancePath+"/message",parentData:data,parentDataProperty:"message",rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parent_tool_use_id !== undefined){
let data2 = data.parent_tool_use_id;
const _errs4 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate135.errors = [{instancePath:instancePath+"/parent_tool_use_id",schemaPath:"#/properties/parent_tool_use_id/type",keyword:"type",params:{type: schema7.properties.parent_tool_use_id.type}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.error !== undefined){
const _errs6 = errors;
if(typeof data.error !== "string"){
validate135.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.is_api_error_message !== undefined){
const _errs8 = errors;
if(typeof data.is_api_error_message !== "boolean"){
validate135.errors = [{instancePath:instancePath+"/is_api_error_message",schemaPath:"#/properties/is_api_error_message/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.api_error_status !== undefined){
let data5 = data.api_error_status;
const _errs10 = errors;
if((!((typeof data5 == "number") && (isFinite(data5)))) && (data5 !== null)){
validate135.errors = [{instancePath:instancePath+"/api_error_status",schemaPath:"#/properties/api_error_status/type",keyword:"type",params:{type: schema7.properties.api_error_status.type}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.request_id !== undefined){
const _errs12 = errors;
if(typeof data.request_id !== "string"){
validate135.errors = [{instancePath:instancePath+"/request_id",schemaPath:"#/properties/request_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.aborted !== undefined){
const _errs14 = errors;
if(typeof data.aborted !== "boolean"){
validate135.errors = [{instancePath:instancePath+"/aborted",schemaPath:"#/properties/aborted/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.agent_id !== undefined){
const _errs16 = errors;
if(typeof data.agent_id !== "string"){
validate135.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timestamp !== undefined){
const _errs18 = errors;
if(typeof data.timestamp !== "string"){
validate135.errors = [{instancePath:instancePath+"/timestamp",schemaPath:"#/properties/timestamp/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs20 = errors;
if(typeof data.uuid !== "string"){
validate135.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs22 = errors;
if(typeof data.session_id !== "string"){
validate135.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.api_error_type !== undefined){
let data12 = data.api_error_type;
const _errs24 = errors;
if((typeof data12 !== "string") && (data12 !== null)){
validate135.errors = [{instancePath:instancePath+"/api_error_type",schemaPath:"#/properties/api_error_type/type",keyword:"type",params:{type: schema7.properties.api_error_type.type}}];
return false;
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thinking_display !== undefined){
let data13 = data.thinking_display;
const _errs26 = errors;
if((typeof data13 !== "string") && (data13 !== null)){
validate135.errors = [{instancePath:instancePath+"/thinking_display",schemaPath:"#/properties/thinking_display/type",keyword:"type",params:{type: schema7.properties.thinking_display.type}}];
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thinking_duration_ms !== undefined){
let data14 = data.thinking_duration_ms;
const _errs28 = errors;
if((!((typeof data14 == "number") && (isFinite(data14)))) && (data14 !== null)){
validate135.errors = [{instancePath:instancePath+"/thinking_duration_ms",schemaPath:"#/properties/thinking_duration_ms/type",keyword:"type",params:{type: schema7.properties.thinking_duration_ms.type}}];
return false;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subagent_type !== undefined){
const _errs30 = errors;
if(typeof data.subagent_type !== "string"){
validate135.errors = [{instancePath:instancePath+"/subagent_type",schemaPath:"#/properties/subagent_type/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.task_description !== undefined){
const _errs32 = errors;
if(typeof data.task_description !== "string"){
validate135.errors = [{instancePath:instancePath+"/task_description",schemaPath:"#/properties/task_description/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tool_use_meta !== undefined){
let data17 = data.tool_use_meta;
const _errs34 = errors;
if(errors === _errs34){
if(Array.isArray(data17)){
var valid1 = true;
const len0 = data17.length;
for(let i0=0; i0<len0; i0++){
let data18 = data17[i0];
const _errs36 = errors;
if(!(data18 && typeof data18 == "object" && !Array.isArray(data18))){
validate135.errors = [{instancePath:instancePath+"/tool_use_meta/" + i0,schemaPath:"#/properties/tool_use_meta/items/type",keyword:"type",params:{type: "object"}}];
return false;
}
var valid1 = _errs36 === errors;
if(!valid1){
break;
}
}
}
else {
validate135.errors = [{instancePath:instancePath+"/tool_use_meta",schemaPath:"#/properties/tool_use_meta/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate135.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate135.errors = vErrors;
return errors === 0;
}

export const validateUserMessage: Validator<ClaudeOutputMessageByKey["user"]> = validate137;
const schema11 = {"title":"UserMessage","description":"SDKUserMessage / SDKUserMessageReplay: user-role content the CLI adds, chiefly tool_result blocks.","type":"object","properties":{"type":{"const":"user"},"message":{"$ref":"#/$defs/UserMessageBody"},"parent_tool_use_id":{"type":["string","null"]},"isSynthetic":{"type":"boolean"},"isReplay":{"type":"boolean"},"tool_use_result":{"description":"The tool's structured output: an object for some tools, a string for others.","tsType":"unknown"},"timestamp":{"type":"string"},"uuid":{"type":"string"},"session_id":{"type":"string"},"tool_result_meta":{"description":"Seen on 2.1.332.","type":["array","null"]},"agent_id":{"description":"The subagent that wrote it: the task_id of its task events (sdk.d.ts); absent on the main thread.","type":"string"},"subagent_type":{"description":"The type of the subagent that wrote it (sdk.d.ts); absent on the main thread.","type":"string"},"task_description":{"description":"The description of the subagent's task (sdk.d.ts).","type":"string"}},"required":["type","message"],"additionalProperties":true};
const schema12 = {"title":"UserMessageBody","description":"A Messages API MessageParam with role user.","type":"object","properties":{"role":{"type":"string"},"content":{"anyOf":[{"type":"string"},{"type":"array","items":{"$ref":"#/$defs/ContentBlock"}}]}},"required":["content"],"additionalProperties":true};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.content === undefined) && (missing0 = "content")){
validate31.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.role !== undefined){
const _errs2 = errors;
if(typeof data.role !== "string"){
validate31.errors = [{instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content !== undefined){
let data1 = data.content;
const _errs4 = errors;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(typeof data1 !== "string"){
const err0 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data1)){
var valid2 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs10 = errors;
if(!(validate24(data1[i0], {instancePath:instancePath+"/content/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
var valid2 = _errs10 === errors;
if(!valid2){
break;
}
}
}
else {
const err1 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/anyOf/1/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err2 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate31.errors = vErrors;
return false;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate31.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate31.errors = vErrors;
return errors === 0;
}


function validate137(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.message === undefined) && (missing0 = "message"))){
validate137.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("user" !== data.type){
validate137.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "user"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message !== undefined){
const _errs3 = errors;
if(!(validate31(data.message, {instancePath:instancePath+"/message",parentData:data,parentDataProperty:"message",rootData}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parent_tool_use_id !== undefined){
let data2 = data.parent_tool_use_id;
const _errs4 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate137.errors = [{instancePath:instancePath+"/parent_tool_use_id",schemaPath:"#/properties/parent_tool_use_id/type",keyword:"type",params:{type: schema11.properties.parent_tool_use_id.type}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isSynthetic !== undefined){
const _errs6 = errors;
if(typeof data.isSynthetic !== "boolean"){
validate137.errors = [{instancePath:instancePath+"/isSynthetic",schemaPath:"#/properties/isSynthetic/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isReplay !== undefined){
const _errs8 = errors;
if(typeof data.isReplay !== "boolean"){
validate137.errors = [{instancePath:instancePath+"/isReplay",schemaPath:"#/properties/isReplay/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timestamp !== undefined){
const _errs10 = errors;
if(typeof data.timestamp !== "string"){
validate137.errors = [{instancePath:instancePath+"/timestamp",schemaPath:"#/properties/timestamp/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs12 = errors;
if(typeof data.uuid !== "string"){
validate137.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs14 = errors;
if(typeof data.session_id !== "string"){
validate137.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tool_result_meta !== undefined){
let data8 = data.tool_result_meta;
const _errs16 = errors;
if((!(Array.isArray(data8))) && (data8 !== null)){
validate137.errors = [{instancePath:instancePath+"/tool_result_meta",schemaPath:"#/properties/tool_result_meta/type",keyword:"type",params:{type: schema11.properties.tool_result_meta.type}}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.agent_id !== undefined){
const _errs18 = errors;
if(typeof data.agent_id !== "string"){
validate137.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subagent_type !== undefined){
const _errs20 = errors;
if(typeof data.subagent_type !== "string"){
validate137.errors = [{instancePath:instancePath+"/subagent_type",schemaPath:"#/properties/subagent_type/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.task_description !== undefined){
const _errs22 = errors;
if(typeof data.task_description !== "string"){
validate137.errors = [{instancePath:instancePath+"/task_description",schemaPath:"#/properties/task_description/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate137.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate137.errors = vErrors;
return errors === 0;
}

export const validateResultMessage: Validator<ClaudeOutputMessageByKey["result"]> = validate139;
const schema13 = {"title":"ResultMessage","description":"SDKResultMessage: the outcome of a turn. subtype success (is_error true when it ended on an API error) or error_during_execution, error_max_turns, error_max_budget_usd, error_max_structured_output_retries (open).","type":"object","properties":{"type":{"const":"result"},"subtype":{"type":"string"},"is_error":{"type":"boolean"},"result":{"description":"success: the final assistant text, or the error text.","type":"string"},"errors":{"description":"Error subtypes: what went wrong.","type":"array","items":{"type":"string"}},"api_error_status":{"type":["number","null"]},"api_error_type":{"description":"Seen on 2.1.332.","type":["string","null"]},"duration_ms":{"type":"number"},"duration_api_ms":{"type":"number"},"num_turns":{"type":"number"},"total_cost_usd":{"type":"number"},"stop_reason":{"type":["string","null"]},"terminal_reason":{"type":"string"},"usage":{"$ref":"#/$defs/ApiUsage"},"modelUsage":{"type":"object"},"permission_denials":{"type":"array","items":{"type":"object"}},"uuid":{"type":"string"},"session_id":{"type":"string"},"begun_message_ids":{"description":"Seen on 2.1.332.","type":["array","null"]},"fast_mode_disabled_reason":{"description":"Seen on 2.1.332.","type":["string","null"]},"fast_mode_state":{"description":"Seen on 2.1.332.","type":["string","null"]},"first_content_frame_ms":{"description":"Seen on 2.1.332.","type":["number","null"]},"model_usage_since_last_result":{"description":"Seen on 2.1.332.","type":["object","null"]},"queued_turn_count":{"description":"Seen on 2.1.332.","type":["number","null"]},"result_index":{"description":"Seen on 2.1.332.","type":["number","null"]},"safety_stops":{"description":"Seen on 2.1.332.","type":["number","null"]},"subagent_stats":{"description":"Seen on 2.1.332.","type":["object","null"]},"time_to_request_ms":{"description":"Seen on 2.1.332.","type":["number","null"]},"ttft_ms":{"description":"Seen on 2.1.332.","type":["number","null"]},"ttft_stream_ms":{"description":"Seen on 2.1.332.","type":["number","null"]}},"required":["type","subtype"],"additionalProperties":true};

function validate139(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.subtype === undefined) && (missing0 = "subtype"))){
validate139.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("result" !== data.type){
validate139.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "result"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subtype !== undefined){
const _errs3 = errors;
if(typeof data.subtype !== "string"){
validate139.errors = [{instancePath:instancePath+"/subtype",schemaPath:"#/properties/subtype/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.is_error !== undefined){
const _errs5 = errors;
if(typeof data.is_error !== "boolean"){
validate139.errors = [{instancePath:instancePath+"/is_error",schemaPath:"#/properties/is_error/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.result !== undefined){
const _errs7 = errors;
if(typeof data.result !== "string"){
validate139.errors = [{instancePath:instancePath+"/result",schemaPath:"#/properties/result/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.errors !== undefined){
let data4 = data.errors;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data4)){
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs11 = errors;
if(typeof data4[i0] !== "string"){
validate139.errors = [{instancePath:instancePath+"/errors/" + i0,schemaPath:"#/properties/errors/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs11 === errors;
if(!valid1){
break;
}
}
}
else {
validate139.errors = [{instancePath:instancePath+"/errors",schemaPath:"#/properties/errors/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.api_error_status !== undefined){
let data6 = data.api_error_status;
const _errs13 = errors;
if((!((typeof data6 == "number") && (isFinite(data6)))) && (data6 !== null)){
validate139.errors = [{instancePath:instancePath+"/api_error_status",schemaPath:"#/properties/api_error_status/type",keyword:"type",params:{type: schema13.properties.api_error_status.type}}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.api_error_type !== undefined){
let data7 = data.api_error_type;
const _errs15 = errors;
if((typeof data7 !== "string") && (data7 !== null)){
validate139.errors = [{instancePath:instancePath+"/api_error_type",schemaPath:"#/properties/api_error_type/type",keyword:"type",params:{type: schema13.properties.api_error_type.type}}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.duration_ms !== undefined){
let data8 = data.duration_ms;
const _errs17 = errors;
if(!((typeof data8 == "number") && (isFinite(data8)))){
validate139.errors = [{instancePath:instancePath+"/duration_ms",schemaPath:"#/properties/duration_ms/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.duration_api_ms !== undefined){
let data9 = data.duration_api_ms;
const _errs19 = errors;
if(!((typeof data9 == "number") && (isFinite(data9)))){
validate139.errors = [{instancePath:instancePath+"/duration_api_ms",schemaPath:"#/properties/duration_api_ms/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.num_turns !== undefined){
let data10 = data.num_turns;
const _errs21 = errors;
if(!((typeof data10 == "number") && (isFinite(data10)))){
validate139.errors = [{instancePath:instancePath+"/num_turns",schemaPath:"#/properties/num_turns/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.total_cost_usd !== undefined){
let data11 = data.total_cost_usd;
const _errs23 = errors;
if(!((typeof data11 == "number") && (isFinite(data11)))){
validate139.errors = [{instancePath:instancePath+"/total_cost_usd",schemaPath:"#/properties/total_cost_usd/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stop_reason !== undefined){
let data12 = data.stop_reason;
const _errs25 = errors;
if((typeof data12 !== "string") && (data12 !== null)){
validate139.errors = [{instancePath:instancePath+"/stop_reason",schemaPath:"#/properties/stop_reason/type",keyword:"type",params:{type: schema13.properties.stop_reason.type}}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.terminal_reason !== undefined){
const _errs27 = errors;
if(typeof data.terminal_reason !== "string"){
validate139.errors = [{instancePath:instancePath+"/terminal_reason",schemaPath:"#/properties/terminal_reason/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.usage !== undefined){
const _errs29 = errors;
if(!(validate26(data.usage, {instancePath:instancePath+"/usage",parentData:data,parentDataProperty:"usage",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.modelUsage !== undefined){
let data15 = data.modelUsage;
const _errs30 = errors;
if(!(data15 && typeof data15 == "object" && !Array.isArray(data15))){
validate139.errors = [{instancePath:instancePath+"/modelUsage",schemaPath:"#/properties/modelUsage/type",keyword:"type",params:{type: "object"}}];
return false;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.permission_denials !== undefined){
let data16 = data.permission_denials;
const _errs32 = errors;
if(errors === _errs32){
if(Array.isArray(data16)){
var valid2 = true;
const len1 = data16.length;
for(let i1=0; i1<len1; i1++){
let data17 = data16[i1];
const _errs34 = errors;
if(!(data17 && typeof data17 == "object" && !Array.isArray(data17))){
validate139.errors = [{instancePath:instancePath+"/permission_denials/" + i1,schemaPath:"#/properties/permission_denials/items/type",keyword:"type",params:{type: "object"}}];
return false;
}
var valid2 = _errs34 === errors;
if(!valid2){
break;
}
}
}
else {
validate139.errors = [{instancePath:instancePath+"/permission_denials",schemaPath:"#/properties/permission_denials/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs36 = errors;
if(typeof data.uuid !== "string"){
validate139.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs38 = errors;
if(typeof data.session_id !== "string"){
validate139.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.begun_message_ids !== undefined){
let data20 = data.begun_message_ids;
const _errs40 = errors;
if((!(Array.isArray(data20))) && (data20 !== null)){
validate139.errors = [{instancePath:instancePath+"/begun_message_ids",schemaPath:"#/properties/begun_message_ids/type",keyword:"type",params:{type: schema13.properties.begun_message_ids.type}}];
return false;
}
var valid0 = _errs40 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fast_mode_disabled_reason !== undefined){
let data21 = data.fast_mode_disabled_reason;
const _errs42 = errors;
if((typeof data21 !== "string") && (data21 !== null)){
validate139.errors = [{instancePath:instancePath+"/fast_mode_disabled_reason",schemaPath:"#/properties/fast_mode_disabled_reason/type",keyword:"type",params:{type: schema13.properties.fast_mode_disabled_reason.type}}];
return false;
}
var valid0 = _errs42 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fast_mode_state !== undefined){
let data22 = data.fast_mode_state;
const _errs44 = errors;
if((typeof data22 !== "string") && (data22 !== null)){
validate139.errors = [{instancePath:instancePath+"/fast_mode_state",schemaPath:"#/properties/fast_mode_state/type",keyword:"type",params:{type: schema13.properties.fast_mode_state.type}}];
return false;
}
var valid0 = _errs44 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.first_content_frame_ms !== undefined){
let data23 = data.first_content_frame_ms;
const _errs46 = errors;
if((!((typeof data23 == "number") && (isFinite(data23)))) && (data23 !== null)){
validate139.errors = [{instancePath:instancePath+"/first_content_frame_ms",schemaPath:"#/properties/first_content_frame_ms/type",keyword:"type",params:{type: schema13.properties.first_content_frame_ms.type}}];
return false;
}
var valid0 = _errs46 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.model_usage_since_last_result !== undefined){
let data24 = data.model_usage_since_last_result;
const _errs48 = errors;
if((!(data24 && typeof data24 == "object" && !Array.isArray(data24))) && (data24 !== null)){
validate139.errors = [{instancePath:instancePath+"/model_usage_since_last_result",schemaPath:"#/properties/model_usage_since_last_result/type",keyword:"type",params:{type: schema13.properties.model_usage_since_last_result.type}}];
return false;
}
var valid0 = _errs48 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.queued_turn_count !== undefined){
let data25 = data.queued_turn_count;
const _errs50 = errors;
if((!((typeof data25 == "number") && (isFinite(data25)))) && (data25 !== null)){
validate139.errors = [{instancePath:instancePath+"/queued_turn_count",schemaPath:"#/properties/queued_turn_count/type",keyword:"type",params:{type: schema13.properties.queued_turn_count.type}}];
return false;
}
var valid0 = _errs50 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.result_index !== undefined){
let data26 = data.result_index;
const _errs52 = errors;
if((!((typeof data26 == "number") && (isFinite(data26)))) && (data26 !== null)){
validate139.errors = [{instancePath:instancePath+"/result_index",schemaPath:"#/properties/result_index/type",keyword:"type",params:{type: schema13.properties.result_index.type}}];
return false;
}
var valid0 = _errs52 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.safety_stops !== undefined){
let data27 = data.safety_stops;
const _errs54 = errors;
if((!((typeof data27 == "number") && (isFinite(data27)))) && (data27 !== null)){
validate139.errors = [{instancePath:instancePath+"/safety_stops",schemaPath:"#/properties/safety_stops/type",keyword:"type",params:{type: schema13.properties.safety_stops.type}}];
return false;
}
var valid0 = _errs54 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subagent_stats !== undefined){
let data28 = data.subagent_stats;
const _errs56 = errors;
if((!(data28 && typeof data28 == "object" && !Array.isArray(data28))) && (data28 !== null)){
validate139.errors = [{instancePath:instancePath+"/subagent_stats",schemaPath:"#/properties/subagent_stats/type",keyword:"type",params:{type: schema13.properties.subagent_stats.type}}];
return false;
}
var valid0 = _errs56 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.time_to_request_ms !== undefined){
let data29 = data.time_to_request_ms;
const _errs58 = errors;
if((!((typeof data29 == "number") && (isFinite(data29)))) && (data29 !== null)){
validate139.errors = [{instancePath:instancePath+"/time_to_request_ms",schemaPath:"#/properties/time_to_request_ms/type",keyword:"type",params:{type: schema13.properties.time_to_request_ms.type}}];
return false;
}
var valid0 = _errs58 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ttft_ms !== undefined){
let data30 = data.ttft_ms;
const _errs60 = errors;
if((!((typeof data30 == "number") && (isFinite(data30)))) && (data30 !== null)){
validate139.errors = [{instancePath:instancePath+"/ttft_ms",schemaPath:"#/properties/ttft_ms/type",keyword:"type",params:{type: schema13.properties.ttft_ms.type}}];
return false;
}
var valid0 = _errs60 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ttft_stream_ms !== undefined){
let data31 = data.ttft_stream_ms;
const _errs62 = errors;
if((!((typeof data31 == "number") && (isFinite(data31)))) && (data31 !== null)){
validate139.errors = [{instancePath:instancePath+"/ttft_stream_ms",schemaPath:"#/properties/ttft_stream_ms/type",keyword:"type",params:{type: schema13.properties.ttft_stream_ms.type}}];
return false;
}
var valid0 = _errs62 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate139.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate139.errors = vErrors;
return errors === 0;
}

export const validateSystemInitMessage: Validator<ClaudeOutputMessageByKey["system/init"]> = validate141;
const schema14 = {"title":"SystemInitMessage","description":"SDKSystemMessage: session metadata at the start of each turn.","type":"object","properties":{"type":{"const":"system"},"subtype":{"const":"init"},"session_id":{"type":"string"},"model":{"type":"string"},"cwd":{"type":"string"},"tools":{"type":"array","items":{"type":"string"}},"mcp_servers":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string"},"status":{"type":"string"},"source":{"type":"string"}},"additionalProperties":true}},"permissionMode":{"type":"string"},"apiKeySource":{"type":"string"},"claude_code_version":{"type":"string"},"slash_commands":{"type":"array","items":{"type":"string"}},"output_style":{"type":"string"},"skills":{"type":"array","items":{"type":"string"}},"agents":{"type":"array","items":{"type":"string"}},"plugins":{"type":"array","items":{"type":"object"}},"capabilities":{"type":"array","items":{"type":"string"}},"betas":{"type":"array","items":{"type":"string"}},"uuid":{"type":"string"},"additional_directories":{"description":"Seen on 2.1.332.","type":["array","null"]},"analytics_disabled":{"description":"Seen on 2.1.332.","type":["boolean","null"]},"fast_mode_disabled_reason":{"description":"Seen on 2.1.332.","type":["string","null"]},"fast_mode_state":{"description":"Seen on 2.1.332.","type":["string","null"]},"memory_paths":{"description":"Seen on 2.1.332.","type":["object","null"]},"messaging_socket_path":{"description":"Seen on 2.1.332.","type":["string","null"]},"original_cwd":{"description":"Seen on 2.1.332.","type":["string","null"]},"per_turn_effort_active":{"description":"Seen on 2.1.332.","type":["boolean","null"]},"product_feedback_disabled":{"description":"Seen on 2.1.332.","type":["boolean","null"]},"sandbox_enabled":{"description":"Seen on 2.1.332.","type":["boolean","null"]},"served_by_anthropic":{"description":"Seen on 2.1.332.","type":["boolean","null"]},"terminal_slash_commands":{"description":"Seen on 2.1.332.","type":["array","null"]},"ultrathink_available":{"description":"Seen on 2.1.332.","type":["boolean","null"]},"ultrathink_typed_raises":{"description":"Seen on 2.1.332.","type":["boolean","null"]},"view_mode":{"description":"Seen on 2.1.332.","type":["string","null"]}},"required":["type","subtype","session_id"],"additionalProperties":true};

function validate141(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.type === undefined) && (missing0 = "type")) || ((data.subtype === undefined) && (missing0 = "subtype"))) || ((data.session_id === undefined) && (missing0 = "session_id"))){
validate141.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("system" !== data.type){
validate141.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "system"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subtype !== undefined){
const _errs3 = errors;
if("init" !== data.subtype){
validate141.errors = [{instancePath:instancePath+"/subtype",schemaPath:"#/properties/subtype/const",keyword:"const",params:{allowedValue: "init"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs4 = errors;
if(typeof data.session_id !== "string"){
validate141.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.model !== undefined){
const _errs6 = errors;
if(typeof data.model !== "string"){
validate141.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cwd !== undefined){
const _errs8 = errors;
if(typeof data.cwd !== "string"){
validate141.errors = [{instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tools !== undefined){
let data5 = data.tools;
const _errs10 = errors;
if(errors === _errs10){
if(Array.isArray(data5)){
var valid1 = true;
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
const _errs12 = errors;
if(typeof data5[i0] !== "string"){
validate141.errors = [{instancePath:instancePath+"/tools/" + i0,schemaPath:"#/properties/tools/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs12 === errors;
if(!valid1){
break;
}
}
}
else {
validate141.errors = [{instancePath:instancePath+"/tools",schemaPath:"#/properties/tools/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mcp_servers !== undefined){
let data7 = data.mcp_servers;
const _errs14 = errors;
if(errors === _errs14){
if(Array.isArray(data7)){
var valid2 = true;
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
const _errs16 = errors;
if(errors === _errs16){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.name !== undefined){
const _errs19 = errors;
if(typeof data8.name !== "string"){
validate141.errors = [{instancePath:instancePath+"/mcp_servers/" + i1+"/name",schemaPath:"#/properties/mcp_servers/items/properties/name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid3 = _errs19 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data8.status !== undefined){
const _errs21 = errors;
if(typeof data8.status !== "string"){
validate141.errors = [{instancePath:instancePath+"/mcp_servers/" + i1+"/status",schemaPath:"#/properties/mcp_servers/items/properties/status/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid3 = _errs21 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data8.source !== undefined){
const _errs23 = errors;
if(typeof data8.source !== "string"){
validate141.errors = [{instancePath:instancePath+"/mcp_servers/" + i1+"/source",schemaPath:"#/properties/mcp_servers/items/properties/source/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid3 = _errs23 === errors;
}
else {
var valid3 = true;
}
}
}
}
else {
validate141.errors = [{instancePath:instancePath+"/mcp_servers/" + i1,schemaPath:"#/properties/mcp_servers/items/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid2 = _errs16 === errors;
if(!valid2){
break;
}
}
}
else {
validate141.errors = [{instancePath:instancePath+"/mcp_servers",schemaPath:"#/properties/mcp_servers/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.permissionMode !== undefined){
const _errs25 = errors;
if(typeof data.permissionMode !== "string"){
validate141.errors = [{instancePath:instancePath+"/permissionMode",schemaPath:"#/properties/permissionMode/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.apiKeySource !== undefined){
const _errs27 = errors;
if(typeof data.apiKeySource !== "string"){
validate141.errors = [{instancePath:instancePath+"/apiKeySource",schemaPath:"#/properties/apiKeySource/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.claude_code_version !== undefined){
const _errs29 = errors;
if(typeof data.claude_code_version !== "string"){
validate141.errors = [{instancePath:instancePath+"/claude_code_version",schemaPath:"#/properties/claude_code_version/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.slash_commands !== undefined){
let data15 = data.slash_commands;
const _errs31 = errors;
if(errors === _errs31){
if(Array.isArray(data15)){
var valid4 = true;
const len2 = data15.length;
for(let i2=0; i2<len2; i2++){
const _errs33 = errors;
if(typeof data15[i2] !== "string"){
validate141.errors = [{instancePath:instancePath+"/slash_commands/" + i2,schemaPath:"#/properties/slash_commands/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid4 = _errs33 === errors;
if(!valid4){
break;
}
}
}
else {
validate141.errors = [{instancePath:instancePath+"/slash_commands",schemaPath:"#/properties/slash_commands/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output_style !== undefined){
const _errs35 = errors;
if(typeof data.output_style !== "string"){
validate141.errors = [{instancePath:instancePath+"/output_style",schemaPath:"#/properties/output_style/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.skills !== undefined){
let data18 = data.skills;
const _errs37 = errors;
if(errors === _errs37){
if(Array.isArray(data18)){
var valid5 = true;
const len3 = data18.length;
for(let i3=0; i3<len3; i3++){
const _errs39 = errors;
if(typeof data18[i3] !== "string"){
validate141.errors = [{instancePath:instancePath+"/skills/" + i3,schemaPath:"#/properties/skills/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid5 = _errs39 === errors;
if(!valid5){
break;
}
}
}
else {
validate141.errors = [{instancePath:instancePath+"/skills",schemaPath:"#/properties/skills/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.agents !== undefined){
let data20 = data.agents;
const _errs41 = errors;
if(errors === _errs41){
if(Array.isArray(data20)){
var valid6 = true;
const len4 = data20.length;
for(let i4=0; i4<len4; i4++){
const _errs43 = errors;
if(typeof data20[i4] !== "string"){
validate141.errors = [{instancePath:instancePath+"/agents/" + i4,schemaPath:"#/properties/agents/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid6 = _errs43 === errors;
if(!valid6){
break;
}
}
}
else {
validate141.errors = [{instancePath:instancePath+"/agents",schemaPath:"#/properties/agents/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs41 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.plugins !== undefined){
let data22 = data.plugins;
const _errs45 = errors;
if(errors === _errs45){
if(Array.isArray(data22)){
var valid7 = true;
const len5 = data22.length;
for(let i5=0; i5<len5; i5++){
let data23 = data22[i5];
const _errs47 = errors;
if(!(data23 && typeof data23 == "object" && !Array.isArray(data23))){
validate141.errors = [{instancePath:instancePath+"/plugins/" + i5,schemaPath:"#/properties/plugins/items/type",keyword:"type",params:{type: "object"}}];
return false;
}
var valid7 = _errs47 === errors;
if(!valid7){
break;
}
}
}
else {
validate141.errors = [{instancePath:instancePath+"/plugins",schemaPath:"#/properties/plugins/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs45 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.capabilities !== undefined){
let data24 = data.capabilities;
const _errs49 = errors;
if(errors === _errs49){
if(Array.isArray(data24)){
var valid8 = true;
const len6 = data24.length;
for(let i6=0; i6<len6; i6++){
const _errs51 = errors;
if(typeof data24[i6] !== "string"){
validate141.errors = [{instancePath:instancePath+"/capabilities/" + i6,schemaPath:"#/properties/capabilities/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid8 = _errs51 === errors;
if(!valid8){
break;
}
}
}
else {
validate141.errors = [{instancePath:instancePath+"/capabilities",schemaPath:"#/properties/capabilities/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs49 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.betas !== undefined){
let data26 = data.betas;
const _errs53 = errors;
if(errors === _errs53){
if(Array.isArray(data26)){
var valid9 = true;
const len7 = data26.length;
for(let i7=0; i7<len7; i7++){
const _errs55 = errors;
if(typeof data26[i7] !== "string"){
validate141.errors = [{instancePath:instancePath+"/betas/" + i7,schemaPath:"#/properties/betas/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid9 = _errs55 === errors;
if(!valid9){
break;
}
}
}
else {
validate141.errors = [{instancePath:instancePath+"/betas",schemaPath:"#/properties/betas/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs53 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs57 = errors;
if(typeof data.uuid !== "string"){
validate141.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs57 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.additional_directories !== undefined){
let data29 = data.additional_directories;
const _errs59 = errors;
if((!(Array.isArray(data29))) && (data29 !== null)){
validate141.errors = [{instancePath:instancePath+"/additional_directories",schemaPath:"#/properties/additional_directories/type",keyword:"type",params:{type: schema14.properties.additional_directories.type}}];
return false;
}
var valid0 = _errs59 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.analytics_disabled !== undefined){
let data30 = data.analytics_disabled;
const _errs61 = errors;
if((typeof data30 !== "boolean") && (data30 !== null)){
validate141.errors = [{instancePath:instancePath+"/analytics_disabled",schemaPath:"#/properties/analytics_disabled/type",keyword:"type",params:{type: schema14.properties.analytics_disabled.type}}];
return false;
}
var valid0 = _errs61 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fast_mode_disabled_reason !== undefined){
let data31 = data.fast_mode_disabled_reason;
const _errs63 = errors;
if((typeof data31 !== "string") && (data31 !== null)){
validate141.errors = [{instancePath:instancePath+"/fast_mode_disabled_reason",schemaPath:"#/properties/fast_mode_disabled_reason/type",keyword:"type",params:{type: schema14.properties.fast_mode_disabled_reason.type}}];
return false;
}
var valid0 = _errs63 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fast_mode_state !== undefined){
let data32 = data.fast_mode_state;
const _errs65 = errors;
if((typeof data32 !== "string") && (data32 !== null)){
validate141.errors = [{instancePath:instancePath+"/fast_mode_state",schemaPath:"#/properties/fast_mode_state/type",keyword:"type",params:{type: schema14.properties.fast_mode_state.type}}];
return false;
}
var valid0 = _errs65 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.memory_paths !== undefined){
let data33 = data.memory_paths;
const _errs67 = errors;
if((!(data33 && typeof data33 == "object" && !Array.isArray(data33))) && (data33 !== null)){
validate141.errors = [{instancePath:instancePath+"/memory_paths",schemaPath:"#/properties/memory_paths/type",keyword:"type",params:{type: schema14.properties.memory_paths.type}}];
return false;
}
var valid0 = _errs67 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.messaging_socket_path !== undefined){
let data34 = data.messaging_socket_path;
const _errs69 = errors;
if((typeof data34 !== "string") && (data34 !== null)){
validate141.errors = [{instancePath:instancePath+"/messaging_socket_path",schemaPath:"#/properties/messaging_socket_path/type",keyword:"type",params:{type: schema14.properties.messaging_socket_path.type}}];
return false;
}
var valid0 = _errs69 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.original_cwd !== undefined){
let data35 = data.original_cwd;
const _errs71 = errors;
if((typeof data35 !== "string") && (data35 !== null)){
validate141.errors = [{instancePath:instancePath+"/original_cwd",schemaPath:"#/properties/original_cwd/type",keyword:"type",params:{type: schema14.properties.original_cwd.type}}];
return false;
}
var valid0 = _errs71 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.per_turn_effort_active !== undefined){
let data36 = data.per_turn_effort_active;
const _errs73 = errors;
if((typeof data36 !== "boolean") && (data36 !== null)){
validate141.errors = [{instancePath:instancePath+"/per_turn_effort_active",schemaPath:"#/properties/per_turn_effort_active/type",keyword:"type",params:{type: schema14.properties.per_turn_effort_active.type}}];
return false;
}
var valid0 = _errs73 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.product_feedback_disabled !== undefined){
let data37 = data.product_feedback_disabled;
const _errs75 = errors;
if((typeof data37 !== "boolean") && (data37 !== null)){
validate141.errors = [{instancePath:instancePath+"/product_feedback_disabled",schemaPath:"#/properties/product_feedback_disabled/type",keyword:"type",params:{type: schema14.properties.product_feedback_disabled.type}}];
return false;
}
var valid0 = _errs75 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sandbox_enabled !== undefined){
let data38 = data.sandbox_enabled;
const _errs77 = errors;
if((typeof data38 !== "boolean") && (data38 !== null)){
validate141.errors = [{instancePath:instancePath+"/sandbox_enabled",schemaPath:"#/properties/sandbox_enabled/type",keyword:"type",params:{type: schema14.properties.sandbox_enabled.type}}];
return false;
}
var valid0 = _errs77 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.served_by_anthropic !== undefined){
let data39 = data.served_by_anthropic;
const _errs79 = errors;
if((typeof data39 !== "boolean") && (data39 !== null)){
validate141.errors = [{instancePath:instancePath+"/served_by_anthropic",schemaPath:"#/properties/served_by_anthropic/type",keyword:"type",params:{type: schema14.properties.served_by_anthropic.type}}];
return false;
}
var valid0 = _errs79 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.terminal_slash_commands !== undefined){
let data40 = data.terminal_slash_commands;
const _errs81 = errors;
if((!(Array.isArray(data40))) && (data40 !== null)){
validate141.errors = [{instancePath:instancePath+"/terminal_slash_commands",schemaPath:"#/properties/terminal_slash_commands/type",keyword:"type",params:{type: schema14.properties.terminal_slash_commands.type}}];
return false;
}
var valid0 = _errs81 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ultrathink_available !== undefined){
let data41 = data.ultrathink_available;
const _errs83 = errors;
if((typeof data41 !== "boolean") && (data41 !== null)){
validate141.errors = [{instancePath:instancePath+"/ultrathink_available",schemaPath:"#/properties/ultrathink_available/type",keyword:"type",params:{type: schema14.properties.ultrathink_available.type}}];
return false;
}
var valid0 = _errs83 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ultrathink_typed_raises !== undefined){
let data42 = data.ultrathink_typed_raises;
const _errs85 = errors;
if((typeof data42 !== "boolean") && (data42 !== null)){
validate141.errors = [{instancePath:instancePath+"/ultrathink_typed_raises",schemaPath:"#/properties/ultrathink_typed_raises/type",keyword:"type",params:{type: schema14.properties.ultrathink_typed_raises.type}}];
return false;
}
var valid0 = _errs85 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.view_mode !== undefined){
let data43 = data.view_mode;
const _errs87 = errors;
if((typeof data43 !== "string") && (data43 !== null)){
validate141.errors = [{instancePath:instancePath+"/view_mode",schemaPath:"#/properties/view_mode/type",keyword:"type",params:{type: schema14.properties.view_mode.type}}];
return false;
}
var valid0 = _errs87 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate141.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate141.errors = vErrors;
return errors === 0;
}

export const validateSystemApiRetryMessage: Validator<ClaudeOutputMessageByKey["system/api_retry"]> = validate142;
const schema15 = {"title":"SystemApiRetryMessage","description":"SDKAPIRetryMessage: a failed API request will be retried after a delay.","type":"object","properties":{"type":{"const":"system"},"subtype":{"const":"api_retry"},"attempt":{"type":"number"},"max_retries":{"type":"number"},"retry_delay_ms":{"type":"number"},"error_status":{"type":["number","null"]},"error":{"type":"string"},"uuid":{"type":"string"},"session_id":{"type":"string"}},"required":["type","subtype"],"additionalProperties":true};

function validate142(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.subtype === undefined) && (missing0 = "subtype"))){
validate142.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("system" !== data.type){
validate142.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "system"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subtype !== undefined){
const _errs3 = errors;
if("api_retry" !== data.subtype){
validate142.errors = [{instancePath:instancePath+"/subtype",schemaPath:"#/properties/subtype/const",keyword:"const",params:{allowedValue: "api_retry"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.attempt !== undefined){
let data2 = data.attempt;
const _errs4 = errors;
if(!((typeof data2 == "number") && (isFinite(data2)))){
validate142.errors = [{instancePath:instancePath+"/attempt",schemaPath:"#/properties/attempt/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.max_retries !== undefined){
let data3 = data.max_retries;
const _errs6 = errors;
if(!((typeof data3 == "number") && (isFinite(data3)))){
validate142.errors = [{instancePath:instancePath+"/max_retries",schemaPath:"#/properties/max_retries/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.retry_delay_ms !== undefined){
let data4 = data.retry_delay_ms;
const _errs8 = errors;
if(!((typeof data4 == "number") && (isFinite(data4)))){
validate142.errors = [{instancePath:instancePath+"/retry_delay_ms",schemaPath:"#/properties/retry_delay_ms/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.error_status !== undefined){
let data5 = data.error_status;
const _errs10 = errors;
if((!((typeof data5 == "number") && (isFinite(data5)))) && (data5 !== null)){
validate142.errors = [{instancePath:instancePath+"/error_status",schemaPath:"#/properties/error_status/type",keyword:"type",params:{type: schema15.properties.error_status.type}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.error !== undefined){
const _errs12 = errors;
if(typeof data.error !== "string"){
validate142.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs14 = errors;
if(typeof data.uuid !== "string"){
validate142.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs16 = errors;
if(typeof data.session_id !== "string"){
validate142.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate142.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate142.errors = vErrors;
return errors === 0;
}

export const validateSystemStatusMessage: Validator<ClaudeOutputMessageByKey["system/status"]> = validate143;
const schema16 = {"title":"SystemStatusMessage","description":"SDKStatusMessage.","type":"object","properties":{"type":{"const":"system"},"subtype":{"const":"status"},"status":{"type":["string","null"]},"permissionMode":{"type":"string"},"compact_result":{"type":"string"},"compact_error":{"type":"string"},"uuid":{"type":"string"},"session_id":{"type":"string"}},"required":["type","subtype"],"additionalProperties":true};

function validate143(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.subtype === undefined) && (missing0 = "subtype"))){
validate143.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("system" !== data.type){
validate143.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "system"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subtype !== undefined){
const _errs3 = errors;
if("status" !== data.subtype){
validate143.errors = [{instancePath:instancePath+"/subtype",schemaPath:"#/properties/subtype/const",keyword:"const",params:{allowedValue: "status"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data2 = data.status;
const _errs4 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate143.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: schema16.properties.status.type}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.permissionMode !== undefined){
const _errs6 = errors;
if(typeof data.permissionMode !== "string"){
validate143.errors = [{instancePath:instancePath+"/permissionMode",schemaPath:"#/properties/permissionMode/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.compact_result !== undefined){
const _errs8 = errors;
if(typeof data.compact_result !== "string"){
validate143.errors = [{instancePath:instancePath+"/compact_result",schemaPath:"#/properties/compact_result/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.compact_error !== undefined){
const _errs10 = errors;
if(typeof data.compact_error !== "string"){
validate143.errors = [{instancePath:instancePath+"/compact_error",schemaPath:"#/properties/compact_error/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs12 = errors;
if(typeof data.uuid !== "string"){
validate143.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs14 = errors;
if(typeof data.session_id !== "string"){
validate143.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate143.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate143.errors = vErrors;
return errors === 0;
}

export const validateSystemCompactBoundaryMessage: Validator<ClaudeOutputMessageByKey["system/compact_boundary"]> = validate144;
const schema17 = {"title":"SystemCompactBoundaryMessage","description":"SDKCompactBoundaryMessage.","type":"object","properties":{"type":{"const":"system"},"subtype":{"const":"compact_boundary"},"compact_metadata":{"type":"object"},"uuid":{"type":"string"},"session_id":{"type":"string"}},"required":["type","subtype"],"additionalProperties":true};

function validate144(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.subtype === undefined) && (missing0 = "subtype"))){
validate144.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("system" !== data.type){
validate144.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "system"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subtype !== undefined){
const _errs3 = errors;
if("compact_boundary" !== data.subtype){
validate144.errors = [{instancePath:instancePath+"/subtype",schemaPath:"#/properties/subtype/const",keyword:"const",params:{allowedValue: "compact_boundary"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.compact_metadata !== undefined){
let data2 = data.compact_metadata;
const _errs4 = errors;
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
validate144.errors = [{instancePath:instancePath+"/compact_metadata",schemaPath:"#/properties/compact_metadata/type",keyword:"type",params:{type: "object"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs6 = errors;
if(typeof data.uuid !== "string"){
validate144.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs8 = errors;
if(typeof data.session_id !== "string"){
validate144.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate144.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate144.errors = vErrors;
return errors === 0;
}

export const validateSystemControlRequestProgressMessage: Validator<ClaudeOutputMessageByKey["system/control_request_progress"]> = validate145;
const schema18 = {"title":"SystemControlRequestProgressMessage","description":"SDKControlRequestProgressMessage.","type":"object","properties":{"type":{"const":"system"},"subtype":{"const":"control_request_progress"},"request_id":{"type":"string"},"status":{"type":"string"},"attempt":{"type":"number"},"max_retries":{"type":"number"},"retry_delay_ms":{"type":"number"},"error_status":{"type":["number","null"]},"uuid":{"type":"string"},"session_id":{"type":"string"}},"required":["type","subtype"],"additionalProperties":true};

function validate145(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.subtype === undefined) && (missing0 = "subtype"))){
validate145.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("system" !== data.type){
validate145.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "system"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subtype !== undefined){
const _errs3 = errors;
if("control_request_progress" !== data.subtype){
validate145.errors = [{instancePath:instancePath+"/subtype",schemaPath:"#/properties/subtype/const",keyword:"const",params:{allowedValue: "control_request_progress"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.request_id !== undefined){
const _errs4 = errors;
if(typeof data.request_id !== "string"){
validate145.errors = [{instancePath:instancePath+"/request_id",schemaPath:"#/properties/request_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs6 = errors;
if(typeof data.status !== "string"){
validate145.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.attempt !== undefined){
let data4 = data.attempt;
const _errs8 = errors;
if(!((typeof data4 == "number") && (isFinite(data4)))){
validate145.errors = [{instancePath:instancePath+"/attempt",schemaPath:"#/properties/attempt/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.max_retries !== undefined){
let data5 = data.max_retries;
const _errs10 = errors;
if(!((typeof data5 == "number") && (isFinite(data5)))){
validate145.errors = [{instancePath:instancePath+"/max_retries",schemaPath:"#/properties/max_retries/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.retry_delay_ms !== undefined){
let data6 = data.retry_delay_ms;
const _errs12 = errors;
if(!((typeof data6 == "number") && (isFinite(data6)))){
validate145.errors = [{instancePath:instancePath+"/retry_delay_ms",schemaPath:"#/properties/retry_delay_ms/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.error_status !== undefined){
let data7 = data.error_status;
const _errs14 = errors;
if((!((typeof data7 == "number") && (isFinite(data7)))) && (data7 !== null)){
validate145.errors = [{instancePath:instancePath+"/error_status",schemaPath:"#/properties/error_status/type",keyword:"type",params:{type: schema18.properties.error_status.type}}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs16 = errors;
if(typeof data.uuid !== "string"){
validate145.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs18 = errors;
if(typeof data.session_id !== "string"){
validate145.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate145.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate145.errors = vErrors;
return errors === 0;
}

export const validateSystemModelRefusalFallbackMessage: Validator<ClaudeOutputMessageByKey["system/model_refusal_fallback"]> = validate146;
const schema19 = {"title":"SystemModelRefusalFallbackMessage","description":"SDKModelRefusalFallbackMessage: the model refused.","type":"object","properties":{"type":{"const":"system"},"subtype":{"const":"model_refusal_fallback"},"original_model":{"type":"string"},"fallback_model":{"type":"string"},"request_id":{"type":["string","null"]},"content":{"type":"string"},"uuid":{"type":"string"},"session_id":{"type":"string"}},"required":["type","subtype"],"additionalProperties":true};

function validate146(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.subtype === undefined) && (missing0 = "subtype"))){
validate146.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("system" !== data.type){
validate146.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "system"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subtype !== undefined){
const _errs3 = errors;
if("model_refusal_fallback" !== data.subtype){
validate146.errors = [{instancePath:instancePath+"/subtype",schemaPath:"#/properties/subtype/const",keyword:"const",params:{allowedValue: "model_refusal_fallback"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.original_model !== undefined){
const _errs4 = errors;
if(typeof data.original_model !== "string"){
validate146.errors = [{instancePath:instancePath+"/original_model",schemaPath:"#/properties/original_model/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fallback_model !== undefined){
const _errs6 = errors;
if(typeof data.fallback_model !== "string"){
validate146.errors = [{instancePath:instancePath+"/fallback_model",schemaPath:"#/properties/fallback_model/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.request_id !== undefined){
let data4 = data.request_id;
const _errs8 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate146.errors = [{instancePath:instancePath+"/request_id",schemaPath:"#/properties/request_id/type",keyword:"type",params:{type: schema19.properties.request_id.type}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content !== undefined){
const _errs10 = errors;
if(typeof data.content !== "string"){
validate146.errors = [{instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs12 = errors;
if(typeof data.uuid !== "string"){
validate146.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs14 = errors;
if(typeof data.session_id !== "string"){
validate146.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate146.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate146.errors = vErrors;
return errors === 0;
}

export const validateSystemModelRefusalNoFallbackMessage: Validator<ClaudeOutputMessageByKey["system/model_refusal_no_fallback"]> = validate147;
const schema20 = {"title":"SystemModelRefusalNoFallbackMessage","description":"SDKModelRefusalNoFallbackMessage: the model refused.","type":"object","properties":{"type":{"const":"system"},"subtype":{"const":"model_refusal_no_fallback"},"original_model":{"type":"string"},"fallback_model":{"type":"string"},"request_id":{"type":["string","null"]},"content":{"type":"string"},"uuid":{"type":"string"},"session_id":{"type":"string"}},"required":["type","subtype"],"additionalProperties":true};

function validate147(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.subtype === undefined) && (missing0 = "subtype"))){
validate147.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("system" !== data.type){
validate147.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "system"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subtype !== undefined){
const _errs3 = errors;
if("model_refusal_no_fallback" !== data.subtype){
validate147.errors = [{instancePath:instancePath+"/subtype",schemaPath:"#/properties/subtype/const",keyword:"const",params:{allowedValue: "model_refusal_no_fallback"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.original_model !== undefined){
const _errs4 = errors;
if(typeof data.original_model !== "string"){
validate147.errors = [{instancePath:instancePath+"/original_model",schemaPath:"#/properties/original_model/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fallback_model !== undefined){
const _errs6 = errors;
if(typeof data.fallback_model !== "string"){
validate147.errors = [{instancePath:instancePath+"/fallback_model",schemaPath:"#/properties/fallback_model/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.request_id !== undefined){
let data4 = data.request_id;
const _errs8 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate147.errors = [{instancePath:instancePath+"/request_id",schemaPath:"#/properties/request_id/type",keyword:"type",params:{type: schema20.properties.request_id.type}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content !== undefined){
const _errs10 = errors;
if(typeof data.content !== "string"){
validate147.errors = [{instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs12 = errors;
if(typeof data.uuid !== "string"){
validate147.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs14 = errors;
if(typeof data.session_id !== "string"){
validate147.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate147.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate147.errors = vErrors;
return errors === 0;
}

export const validateSystemLocalCommandOutputMessage: Validator<ClaudeOutputMessageByKey["system/local_command_output"]> = validate148;
const schema21 = {"title":"SystemLocalCommandOutputMessage","description":"SDKLocalCommandOutputMessage.","type":"object","properties":{"type":{"const":"system"},"subtype":{"const":"local_command_output"},"content":{"type":"string"},"uuid":{"type":"string"},"session_id":{"type":"string"}},"required":["type","subtype"],"additionalProperties":true};

function validate148(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.subtype === undefined) && (missing0 = "subtype"))){
validate148.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("system" !== data.type){
validate148.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "system"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subtype !== undefined){
const _errs3 = errors;
if("local_command_output" !== data.subtype){
validate148.errors = [{instancePath:instancePath+"/subtype",schemaPath:"#/properties/subtype/const",keyword:"const",params:{allowedValue: "local_command_output"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content !== undefined){
const _errs4 = errors;
if(typeof data.content !== "string"){
validate148.errors = [{instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs6 = errors;
if(typeof data.uuid !== "string"){
validate148.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs8 = errors;
if(typeof data.session_id !== "string"){
validate148.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate148.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate148.errors = vErrors;
return errors === 0;
}

export const validateSystemHookStartedMessage: Validator<ClaudeOutputMessageByKey["system/hook_started"]> = validate149;
const schema22 = {"title":"SystemHookStartedMessage","description":"SDKHookStartedMessage.","type":"object","properties":{"type":{"const":"system"},"subtype":{"const":"hook_started"},"hook_id":{"type":"string"},"hook_name":{"type":"string"},"hook_event":{"type":"string"},"uuid":{"type":"string"},"session_id":{"type":"string"}},"required":["type","subtype"],"additionalProperties":true};

function validate149(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.subtype === undefined) && (missing0 = "subtype"))){
validate149.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("system" !== data.type){
validate149.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "system"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subtype !== undefined){
const _errs3 = errors;
if("hook_started" !== data.subtype){
validate149.errors = [{instancePath:instancePath+"/subtype",schemaPath:"#/properties/subtype/const",keyword:"const",params:{allowedValue: "hook_started"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.hook_id !== undefined){
const _errs4 = errors;
if(typeof data.hook_id !== "string"){
validate149.errors = [{instancePath:instancePath+"/hook_id",schemaPath:"#/properties/hook_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.hook_name !== undefined){
const _errs6 = errors;
if(typeof data.hook_name !== "string"){
validate149.errors = [{instancePath:instancePath+"/hook_name",schemaPath:"#/properties/hook_name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.hook_event !== undefined){
const _errs8 = errors;
if(typeof data.hook_event !== "string"){
validate149.errors = [{instancePath:instancePath+"/hook_event",schemaPath:"#/properties/hook_event/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs10 = errors;
if(typeof data.uuid !== "string"){
validate149.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs12 = errors;
if(typeof data.session_id !== "string"){
validate149.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate149.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate149.errors = vErrors;
return errors === 0;
}

export const validateSystemHookProgressMessage: Validator<ClaudeOutputMessageByKey["system/hook_progress"]> = validate150;
const schema23 = {"title":"SystemHookProgressMessage","description":"SDKHookProgressMessage.","type":"object","properties":{"type":{"const":"system"},"subtype":{"const":"hook_progress"},"hook_id":{"type":"string"},"hook_name":{"type":"string"},"hook_event":{"type":"string"},"stdout":{"type":"string"},"stderr":{"type":"string"},"output":{"type":"string"},"uuid":{"type":"string"},"session_id":{"type":"string"}},"required":["type","subtype"],"additionalProperties":true};

function validate150(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.subtype === undefined) && (missing0 = "subtype"))){
validate150.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("system" !== data.type){
validate150.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "system"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subtype !== undefined){
const _errs3 = errors;
if("hook_progress" !== data.subtype){
validate150.errors = [{instancePath:instancePath+"/subtype",schemaPath:"#/properties/subtype/const",keyword:"const",params:{allowedValue: "hook_progress"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.hook_id !== undefined){
const _errs4 = errors;
if(typeof data.hook_id !== "string"){
validate150.errors = [{instancePath:instancePath+"/hook_id",schemaPath:"#/properties/hook_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.hook_name !== undefined){
const _errs6 = errors;
if(typeof data.hook_name !== "string"){
validate150.errors = [{instancePath:instancePath+"/hook_name",schemaPath:"#/properties/hook_name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.hook_event !== undefined){
const _errs8 = errors;
if(typeof data.hook_event !== "string"){
validate150.errors = [{instancePath:instancePath+"/hook_event",schemaPath:"#/properties/hook_event/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stdout !== undefined){
const _errs10 = errors;
if(typeof data.stdout !== "string"){
validate150.errors = [{instancePath:instancePath+"/stdout",schemaPath:"#/properties/stdout/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stderr !== undefined){
const _errs12 = errors;
if(typeof data.stderr !== "string"){
validate150.errors = [{instancePath:instancePath+"/stderr",schemaPath:"#/properties/stderr/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output !== undefined){
const _errs14 = errors;
if(typeof data.output !== "string"){
validate150.errors = [{instancePath:instancePath+"/output",schemaPath:"#/properties/output/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs16 = errors;
if(typeof data.uuid !== "string"){
validate150.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs18 = errors;
if(typeof data.session_id !== "string"){
validate150.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate150.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate150.errors = vErrors;
return errors === 0;
}

export const validateSystemHookResponseMessage: Validator<ClaudeOutputMessageByKey["system/hook_response"]> = validate151;
const schema24 = {"title":"SystemHookResponseMessage","description":"SDKHookResponseMessage.","type":"object","properties":{"type":{"const":"system"},"subtype":{"const":"hook_response"},"hook_id":{"type":"string"},"hook_name":{"type":"string"},"hook_event":{"type":"string"},"stdout":{"type":"string"},"stderr":{"type":"string"},"output":{"type":"string"},"exit_code":{"type":"number"},"outcome":{"type":"string"},"uuid":{"type":"string"},"session_id":{"type":"string"}},"required":["type","subtype"],"additionalProperties":true};

function validate151(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.subtype === undefined) && (missing0 = "subtype"))){
validate151.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("system" !== data.type){
validate151.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "system"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subtype !== undefined){
const _errs3 = errors;
if("hook_response" !== data.subtype){
validate151.errors = [{instancePath:instancePath+"/subtype",schemaPath:"#/properties/subtype/const",keyword:"const",params:{allowedValue: "hook_response"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.hook_id !== undefined){
const _errs4 = errors;
if(typeof data.hook_id !== "string"){
validate151.errors = [{instancePath:instancePath+"/hook_id",schemaPath:"#/properties/hook_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.hook_name !== undefined){
const _errs6 = errors;
if(typeof data.hook_name !== "string"){
validate151.errors = [{instancePath:instancePath+"/hook_name",schemaPath:"#/properties/hook_name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.hook_event !== undefined){
const _errs8 = errors;
if(typeof data.hook_event !== "string"){
validate151.errors = [{instancePath:instancePath+"/hook_event",schemaPath:"#/properties/hook_event/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stdout !== undefined){
const _errs10 = errors;
if(typeof data.stdout !== "string"){
validate151.errors = [{instancePath:instancePath+"/stdout",schemaPath:"#/properties/stdout/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stderr !== undefined){
const _errs12 = errors;
if(typeof data.stderr !== "string"){
validate151.errors = [{instancePath:instancePath+"/stderr",schemaPath:"#/properties/stderr/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output !== undefined){
const _errs14 = errors;
if(typeof data.output !== "string"){
validate151.errors = [{instancePath:instancePath+"/output",schemaPath:"#/properties/output/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.exit_code !== undefined){
let data8 = data.exit_code;
const _errs16 = errors;
if(!((typeof data8 == "number") && (isFinite(data8)))){
validate151.errors = [{instancePath:instancePath+"/exit_code",schemaPath:"#/properties/exit_code/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.outcome !== undefined){
const _errs18 = errors;
if(typeof data.outcome !== "string"){
validate151.errors = [{instancePath:instancePath+"/outcome",schemaPath:"#/properties/outcome/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs20 = errors;
if(typeof data.uuid !== "string"){
validate151.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs22 = errors;
if(typeof data.session_id !== "string"){
validate151.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate151.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate151.errors = vErrors;
return errors === 0;
}

export const validateSystemPluginInstallMessage: Validator<ClaudeOutputMessageByKey["system/plugin_install"]> = validate152;
const schema25 = {"title":"SystemPluginInstallMessage","description":"SDKPluginInstallMessage.","type":"object","properties":{"type":{"const":"system"},"subtype":{"const":"plugin_install"},"status":{"type":"string"},"name":{"type":"string"},"error":{"type":"string"},"uuid":{"type":"string"},"session_id":{"type":"string"}},"required":["type","subtype"],"additionalProperties":true};

function validate152(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.subtype === undefined) && (missing0 = "subtype"))){
validate152.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("system" !== data.type){
validate152.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "system"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subtype !== undefined){
const _errs3 = errors;
if("plugin_install" !== data.subtype){
validate152.errors = [{instancePath:instancePath+"/subtype",schemaPath:"#/properties/subtype/const",keyword:"const",params:{allowedValue: "plugin_install"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs4 = errors;
if(typeof data.status !== "string"){
validate152.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs6 = errors;
if(typeof data.name !== "string"){
validate152.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.error !== undefined){
const _errs8 = errors;
if(typeof data.error !== "string"){
validate152.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs10 = errors;
if(typeof data.uuid !== "string"){
validate152.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs12 = errors;
if(typeof data.session_id !== "string"){
validate152.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate152.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate152.errors = vErrors;
return errors === 0;
}

export const validateSystemTaskNotificationMessage: Validator<ClaudeOutputMessageByKey["system/task_notification"]> = validate153;
const schema26 = {"title":"SystemTaskNotificationMessage","description":"SDKTaskNotificationMessage: a background task ended.","type":"object","properties":{"type":{"const":"system"},"subtype":{"const":"task_notification"},"task_id":{"type":"string"},"tool_use_id":{"type":"string"},"status":{"type":"string"},"output_file":{"type":"string"},"summary":{"type":"string"},"usage":{"type":"object"},"run_id":{"description":"One run of the task: a resumed task keeps its task_id and gets a new run_id (sdk.d.ts).","type":"string"},"uuid":{"type":"string"},"session_id":{"type":"string"}},"required":["type","subtype"],"additionalProperties":true};

function validate153(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.subtype === undefined) && (missing0 = "subtype"))){
validate153.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("system" !== data.type){
validate153.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "system"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subtype !== undefined){
const _errs3 = errors;
if("task_notification" !== data.subtype){
validate153.errors = [{instancePath:instancePath+"/subtype",schemaPath:"#/properties/subtype/const",keyword:"const",params:{allowedValue: "task_notification"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.task_id !== undefined){
const _errs4 = errors;
if(typeof data.task_id !== "string"){
validate153.errors = [{instancePath:instancePath+"/task_id",schemaPath:"#/properties/task_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tool_use_id !== undefined){
const _errs6 = errors;
if(typeof data.tool_use_id !== "string"){
validate153.errors = [{instancePath:instancePath+"/tool_use_id",schemaPath:"#/properties/tool_use_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs8 = errors;
if(typeof data.status !== "string"){
validate153.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output_file !== undefined){
const _errs10 = errors;
if(typeof data.output_file !== "string"){
validate153.errors = [{instancePath:instancePath+"/output_file",schemaPath:"#/properties/output_file/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.summary !== undefined){
const _errs12 = errors;
if(typeof data.summary !== "string"){
validate153.errors = [{instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.usage !== undefined){
let data7 = data.usage;
const _errs14 = errors;
if(!(data7 && typeof data7 == "object" && !Array.isArray(data7))){
validate153.errors = [{instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/type",keyword:"type",params:{type: "object"}}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.run_id !== undefined){
const _errs16 = errors;
if(typeof data.run_id !== "string"){
validate153.errors = [{instancePath:instancePath+"/run_id",schemaPath:"#/properties/run_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs18 = errors;
if(typeof data.uuid !== "string"){
validate153.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs20 = errors;
if(typeof data.session_id !== "string"){
validate153.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate153.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate153.errors = vErrors;
return errors === 0;
}

export const validateSystemTaskStartedMessage: Validator<ClaudeOutputMessageByKey["system/task_started"]> = validate154;
const schema27 = {"title":"SystemTaskStartedMessage","description":"SDKTaskStartedMessage.","type":"object","properties":{"type":{"const":"system"},"subtype":{"const":"task_started"},"task_id":{"type":"string"},"tool_use_id":{"type":"string"},"description":{"type":"string"},"subagent_type":{"type":"string"},"task_type":{"type":"string"},"prompt":{"type":"string"},"run_id":{"description":"One run of the task: a resumed task keeps its task_id and gets a new run_id (sdk.d.ts).","type":"string"},"is_backgrounded":{"description":"Started in the background (true) or with the spawning tool call waiting on it (sdk.d.ts).","type":"boolean"},"spawn_depth":{"description":"A subagent task's nesting depth: 1 for a top-level spawn (sdk.d.ts).","type":"number"},"uuid":{"type":"string"},"session_id":{"type":"string"}},"required":["type","subtype"],"additionalProperties":true};

function validate154(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.subtype === undefined) && (missing0 = "subtype"))){
validate154.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("system" !== data.type){
validate154.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "system"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subtype !== undefined){
const _errs3 = errors;
if("task_started" !== data.subtype){
validate154.errors = [{instancePath:instancePath+"/subtype",schemaPath:"#/properties/subtype/const",keyword:"const",params:{allowedValue: "task_started"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.task_id !== undefined){
const _errs4 = errors;
if(typeof data.task_id !== "string"){
validate154.errors = [{instancePath:instancePath+"/task_id",schemaPath:"#/properties/task_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tool_use_id !== undefined){
const _errs6 = errors;
if(typeof data.tool_use_id !== "string"){
validate154.errors = [{instancePath:instancePath+"/tool_use_id",schemaPath:"#/properties/tool_use_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs8 = errors;
if(typeof data.description !== "string"){
validate154.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subagent_type !== undefined){
const _errs10 = errors;
if(typeof data.subagent_type !== "string"){
validate154.errors = [{instancePath:instancePath+"/subagent_type",schemaPath:"#/properties/subagent_type/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.task_type !== undefined){
const _errs12 = errors;
if(typeof data.task_type !== "string"){
validate154.errors = [{instancePath:instancePath+"/task_type",schemaPath:"#/properties/task_type/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.prompt !== undefined){
const _errs14 = errors;
if(typeof data.prompt !== "string"){
validate154.errors = [{instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.run_id !== undefined){
const _errs16 = errors;
if(typeof data.run_id !== "string"){
validate154.errors = [{instancePath:instancePath+"/run_id",schemaPath:"#/properties/run_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.is_backgrounded !== undefined){
const _errs18 = errors;
if(typeof data.is_backgrounded !== "boolean"){
validate154.errors = [{instancePath:instancePath+"/is_backgrounded",schemaPath:"#/properties/is_backgrounded/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.spawn_depth !== undefined){
let data10 = data.spawn_depth;
const _errs20 = errors;
if(!((typeof data10 == "number") && (isFinite(data10)))){
validate154.errors = [{instancePath:instancePath+"/spawn_depth",schemaPath:"#/properties/spawn_depth/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs22 = errors;
if(typeof data.uuid !== "string"){
validate154.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs24 = errors;
if(typeof data.session_id !== "string"){
validate154.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate154.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate154.errors = vErrors;
return errors === 0;
}

export const validateSystemTaskUpdatedMessage: Validator<ClaudeOutputMessageByKey["system/task_updated"]> = validate155;
const schema28 = {"title":"SystemTaskUpdatedMessage","description":"SDKTaskUpdatedMessage.","type":"object","properties":{"type":{"const":"system"},"subtype":{"const":"task_updated"},"task_id":{"type":"string"},"patch":{"type":"object"},"run_id":{"description":"One run of the task: a resumed task keeps its task_id and gets a new run_id (sdk.d.ts).","type":"string"},"uuid":{"type":"string"},"session_id":{"type":"string"}},"required":["type","subtype"],"additionalProperties":true};

function validate155(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.subtype === undefined) && (missing0 = "subtype"))){
validate155.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("system" !== data.type){
validate155.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "system"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subtype !== undefined){
const _errs3 = errors;
if("task_updated" !== data.subtype){
validate155.errors = [{instancePath:instancePath+"/subtype",schemaPath:"#/properties/subtype/const",keyword:"const",params:{allowedValue: "task_updated"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.task_id !== undefined){
const _errs4 = errors;
if(typeof data.task_id !== "string"){
validate155.errors = [{instancePath:instancePath+"/task_id",schemaPath:"#/properties/task_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.patch !== undefined){
let data3 = data.patch;
const _errs6 = errors;
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
validate155.errors = [{instancePath:instancePath+"/patch",schemaPath:"#/properties/patch/type",keyword:"type",params:{type: "object"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.run_id !== undefined){
const _errs8 = errors;
if(typeof data.run_id !== "string"){
validate155.errors = [{instancePath:instancePath+"/run_id",schemaPath:"#/properties/run_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs10 = errors;
if(typeof data.uuid !== "string"){
validate155.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs12 = errors;
if(typeof data.session_id !== "string"){
validate155.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate155.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate155.errors = vErrors;
return errors === 0;
}

export const validateSystemTaskProgressMessage: Validator<ClaudeOutputMessageByKey["system/task_progress"]> = validate156;
const schema29 = {"title":"SystemTaskProgressMessage","description":"SDKTaskProgressMessage.","type":"object","properties":{"type":{"const":"system"},"subtype":{"const":"task_progress"},"task_id":{"type":"string"},"tool_use_id":{"type":"string"},"description":{"type":"string"},"usage":{"type":"object"},"last_tool_name":{"type":"string"},"summary":{"type":"string"},"run_id":{"description":"One run of the task: a resumed task keeps its task_id and gets a new run_id (sdk.d.ts).","type":"string"},"subagent_type":{"description":"The type of the subagent the task runs (sdk.d.ts).","type":"string"},"uuid":{"type":"string"},"session_id":{"type":"string"}},"required":["type","subtype"],"additionalProperties":true};

function validate156(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.subtype === undefined) && (missing0 = "subtype"))){
validate156.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("system" !== data.type){
validate156.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "system"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subtype !== undefined){
const _errs3 = errors;
if("task_progress" !== data.subtype){
validate156.errors = [{instancePath:instancePath+"/subtype",schemaPath:"#/properties/subtype/const",keyword:"const",params:{allowedValue: "task_progress"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.task_id !== undefined){
const _errs4 = errors;
if(typeof data.task_id !== "string"){
validate156.errors = [{instancePath:instancePath+"/task_id",schemaPath:"#/properties/task_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tool_use_id !== undefined){
const _errs6 = errors;
if(typeof data.tool_use_id !== "string"){
validate156.errors = [{instancePath:instancePath+"/tool_use_id",schemaPath:"#/properties/tool_use_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs8 = errors;
if(typeof data.description !== "string"){
validate156.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.usage !== undefined){
let data5 = data.usage;
const _errs10 = errors;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
validate156.errors = [{instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/type",keyword:"type",params:{type: "object"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.last_tool_name !== undefined){
const _errs12 = errors;
if(typeof data.last_tool_name !== "string"){
validate156.errors = [{instancePath:instancePath+"/last_tool_name",schemaPath:"#/properties/last_tool_name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.summary !== undefined){
const _errs14 = errors;
if(typeof data.summary !== "string"){
validate156.errors = [{instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.run_id !== undefined){
const _errs16 = errors;
if(typeof data.run_id !== "string"){
validate156.errors = [{instancePath:instancePath+"/run_id",schemaPath:"#/properties/run_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subagent_type !== undefined){
const _errs18 = errors;
if(typeof data.subagent_type !== "string"){
validate156.errors = [{instancePath:instancePath+"/subagent_type",schemaPath:"#/properties/subagent_type/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs20 = errors;
if(typeof data.uuid !== "string"){
validate156.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs22 = errors;
if(typeof data.session_id !== "string"){
validate156.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate156.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate156.errors = vErrors;
return errors === 0;
}

export const validateSystemBackgroundTasksChangedMessage: Validator<ClaudeOutputMessageByKey["system/background_tasks_changed"]> = validate157;
const schema30 = {"title":"SystemBackgroundTasksChangedMessage","description":"SDKBackgroundTasksChangedMessage.","type":"object","properties":{"type":{"const":"system"},"subtype":{"const":"background_tasks_changed"},"tasks":{"type":"array","items":{"type":"object"}},"uuid":{"type":"string"},"session_id":{"type":"string"}},"required":["type","subtype"],"additionalProperties":true};

function validate157(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.subtype === undefined) && (missing0 = "subtype"))){
validate157.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("system" !== data.type){
validate157.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "system"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subtype !== undefined){
const _errs3 = errors;
if("background_tasks_changed" !== data.subtype){
validate157.errors = [{instancePath:instancePath+"/subtype",schemaPath:"#/properties/subtype/const",keyword:"const",params:{allowedValue: "background_tasks_changed"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tasks !== undefined){
let data2 = data.tasks;
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs6 = errors;
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
validate157.errors = [{instancePath:instancePath+"/tasks/" + i0,schemaPath:"#/properties/tasks/items/type",keyword:"type",params:{type: "object"}}];
return false;
}
var valid1 = _errs6 === errors;
if(!valid1){
break;
}
}
}
else {
validate157.errors = [{instancePath:instancePath+"/tasks",schemaPath:"#/properties/tasks/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs8 = errors;
if(typeof data.uuid !== "string"){
validate157.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs10 = errors;
if(typeof data.session_id !== "string"){
validate157.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate157.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate157.errors = vErrors;
return errors === 0;
}

export const validateSystemThinkingTokensMessage: Validator<ClaudeOutputMessageByKey["system/thinking_tokens"]> = validate158;
const schema31 = {"title":"SystemThinkingTokensMessage","description":"SDKThinkingTokensMessage: an estimate while the model thinks.","type":"object","properties":{"type":{"const":"system"},"subtype":{"const":"thinking_tokens"},"estimated_tokens":{"type":"number"},"estimated_tokens_delta":{"type":"number"},"uuid":{"type":"string"},"session_id":{"type":"string"}},"required":["type","subtype"],"additionalProperties":true};

function validate158(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.subtype === undefined) && (missing0 = "subtype"))){
validate158.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("system" !== data.type){
validate158.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "system"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subtype !== undefined){
const _errs3 = errors;
if("thinking_tokens" !== data.subtype){
validate158.errors = [{instancePath:instancePath+"/subtype",schemaPath:"#/properties/subtype/const",keyword:"const",params:{allowedValue: "thinking_tokens"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.estimated_tokens !== undefined){
let data2 = data.estimated_tokens;
const _errs4 = errors;
if(!((typeof data2 == "number") && (isFinite(data2)))){
validate158.errors = [{instancePath:instancePath+"/estimated_tokens",schemaPath:"#/properties/estimated_tokens/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.estimated_tokens_delta !== undefined){
let data3 = data.estimated_tokens_delta;
const _errs6 = errors;
if(!((typeof data3 == "number") && (isFinite(data3)))){
validate158.errors = [{instancePath:instancePath+"/estimated_tokens_delta",schemaPath:"#/properties/estimated_tokens_delta/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs8 = errors;
if(typeof data.uuid !== "string"){
validate158.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs10 = errors;
if(typeof data.session_id !== "string"){
validate158.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate158.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate158.errors = vErrors;
return errors === 0;
}

export const validateSystemSessionStateChangedMessage: Validator<ClaudeOutputMessageByKey["system/session_state_changed"]> = validate159;
const schema32 = {"title":"SystemSessionStateChangedMessage","description":"SDKSessionStateChangedMessage.","type":"object","properties":{"type":{"const":"system"},"subtype":{"const":"session_state_changed"},"state":{"type":"string"},"uuid":{"type":"string"},"session_id":{"type":"string"}},"required":["type","subtype"],"additionalProperties":true};

function validate159(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.subtype === undefined) && (missing0 = "subtype"))){
validate159.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("system" !== data.type){
validate159.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "system"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subtype !== undefined){
const _errs3 = errors;
if("session_state_changed" !== data.subtype){
validate159.errors = [{instancePath:instancePath+"/subtype",schemaPath:"#/properties/subtype/const",keyword:"const",params:{allowedValue: "session_state_changed"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.state !== undefined){
const _errs4 = errors;
if(typeof data.state !== "string"){
validate159.errors = [{instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs6 = errors;
if(typeof data.uuid !== "string"){
validate159.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs8 = errors;
if(typeof data.session_id !== "string"){
validate159.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate159.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate159.errors = vErrors;
return errors === 0;
}

export const validateSystemWorkerShuttingDownMessage: Validator<ClaudeOutputMessageByKey["system/worker_shutting_down"]> = validate160;
const schema33 = {"title":"SystemWorkerShuttingDownMessage","description":"SDKWorkerShuttingDownMessage.","type":"object","properties":{"type":{"const":"system"},"subtype":{"const":"worker_shutting_down"},"reason":{"type":"string"},"uuid":{"type":"string"},"session_id":{"type":"string"}},"required":["type","subtype"],"additionalProperties":true};

function validate160(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.subtype === undefined) && (missing0 = "subtype"))){
validate160.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("system" !== data.type){
validate160.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "system"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subtype !== undefined){
const _errs3 = errors;
if("worker_shutting_down" !== data.subtype){
validate160.errors = [{instancePath:instancePath+"/subtype",schemaPath:"#/properties/subtype/const",keyword:"const",params:{allowedValue: "worker_shutting_down"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
const _errs4 = errors;
if(typeof data.reason !== "string"){
validate160.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs6 = errors;
if(typeof data.uuid !== "string"){
validate160.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs8 = errors;
if(typeof data.session_id !== "string"){
validate160.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate160.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate160.errors = vErrors;
return errors === 0;
}

export const validateSystemCommandsChangedMessage: Validator<ClaudeOutputMessageByKey["system/commands_changed"]> = validate161;
const schema34 = {"title":"SystemCommandsChangedMessage","description":"SDKCommandsChangedMessage.","type":"object","properties":{"type":{"const":"system"},"subtype":{"const":"commands_changed"},"commands":{"type":"array","items":{"type":"object"}},"uuid":{"type":"string"},"session_id":{"type":"string"}},"required":["type","subtype"],"additionalProperties":true};

function validate161(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.subtype === undefined) && (missing0 = "subtype"))){
validate161.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("system" !== data.type){
validate161.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "system"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subtype !== undefined){
const _errs3 = errors;
if("commands_changed" !== data.subtype){
validate161.errors = [{instancePath:instancePath+"/subtype",schemaPath:"#/properties/subtype/const",keyword:"const",params:{allowedValue: "commands_changed"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.commands !== undefined){
let data2 = data.commands;
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs6 = errors;
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
validate161.errors = [{instancePath:instancePath+"/commands/" + i0,schemaPath:"#/properties/commands/items/type",keyword:"type",params:{type: "object"}}];
return false;
}
var valid1 = _errs6 === errors;
if(!valid1){
break;
}
}
}
else {
validate161.errors = [{instancePath:instancePath+"/commands",schemaPath:"#/properties/commands/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs8 = errors;
if(typeof data.uuid !== "string"){
validate161.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs10 = errors;
if(typeof data.session_id !== "string"){
validate161.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate161.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate161.errors = vErrors;
return errors === 0;
}

export const validateSystemNotificationMessage: Validator<ClaudeOutputMessageByKey["system/notification"]> = validate162;
const schema35 = {"title":"SystemNotificationMessage","description":"SDKNotificationMessage.","type":"object","properties":{"type":{"const":"system"},"subtype":{"const":"notification"},"key":{"type":"string"},"text":{"type":"string"},"priority":{"type":"string"},"uuid":{"type":"string"},"session_id":{"type":"string"}},"required":["type","subtype"],"additionalProperties":true};

function validate162(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.subtype === undefined) && (missing0 = "subtype"))){
validate162.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("system" !== data.type){
validate162.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "system"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subtype !== undefined){
const _errs3 = errors;
if("notification" !== data.subtype){
validate162.errors = [{instancePath:instancePath+"/subtype",schemaPath:"#/properties/subtype/const",keyword:"const",params:{allowedValue: "notification"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.key !== undefined){
const _errs4 = errors;
if(typeof data.key !== "string"){
validate162.errors = [{instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.text !== undefined){
const _errs6 = errors;
if(typeof data.text !== "string"){
validate162.errors = [{instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.priority !== undefined){
const _errs8 = errors;
if(typeof data.priority !== "string"){
validate162.errors = [{instancePath:instancePath+"/priority",schemaPath:"#/properties/priority/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs10 = errors;
if(typeof data.uuid !== "string"){
validate162.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs12 = errors;
if(typeof data.session_id !== "string"){
validate162.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate162.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate162.errors = vErrors;
return errors === 0;
}

export const validateSystemFilesPersistedMessage: Validator<ClaudeOutputMessageByKey["system/files_persisted"]> = validate163;
const schema36 = {"title":"SystemFilesPersistedMessage","description":"SDKFilesPersistedEvent.","type":"object","properties":{"type":{"const":"system"},"subtype":{"const":"files_persisted"},"files":{"type":"array","items":{"type":"object"}},"failed":{"type":"array","items":{"type":"object"}},"processed_at":{"type":"string"},"uuid":{"type":"string"},"session_id":{"type":"string"}},"required":["type","subtype"],"additionalProperties":true};

function validate163(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.subtype === undefined) && (missing0 = "subtype"))){
validate163.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("system" !== data.type){
validate163.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "system"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subtype !== undefined){
const _errs3 = errors;
if("files_persisted" !== data.subtype){
validate163.errors = [{instancePath:instancePath+"/subtype",schemaPath:"#/properties/subtype/const",keyword:"const",params:{allowedValue: "files_persisted"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.files !== undefined){
let data2 = data.files;
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs6 = errors;
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
validate163.errors = [{instancePath:instancePath+"/files/" + i0,schemaPath:"#/properties/files/items/type",keyword:"type",params:{type: "object"}}];
return false;
}
var valid1 = _errs6 === errors;
if(!valid1){
break;
}
}
}
else {
validate163.errors = [{instancePath:instancePath+"/files",schemaPath:"#/properties/files/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.failed !== undefined){
let data4 = data.failed;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data4)){
var valid2 = true;
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
const _errs10 = errors;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
validate163.errors = [{instancePath:instancePath+"/failed/" + i1,schemaPath:"#/properties/failed/items/type",keyword:"type",params:{type: "object"}}];
return false;
}
var valid2 = _errs10 === errors;
if(!valid2){
break;
}
}
}
else {
validate163.errors = [{instancePath:instancePath+"/failed",schemaPath:"#/properties/failed/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.processed_at !== undefined){
const _errs12 = errors;
if(typeof data.processed_at !== "string"){
validate163.errors = [{instancePath:instancePath+"/processed_at",schemaPath:"#/properties/processed_at/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs14 = errors;
if(typeof data.uuid !== "string"){
validate163.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs16 = errors;
if(typeof data.session_id !== "string"){
validate163.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate163.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate163.errors = vErrors;
return errors === 0;
}

export const validateSystemMemoryRecallMessage: Validator<ClaudeOutputMessageByKey["system/memory_recall"]> = validate164;
const schema37 = {"title":"SystemMemoryRecallMessage","description":"SDKMemoryRecallMessage.","type":"object","properties":{"type":{"const":"system"},"subtype":{"const":"memory_recall"},"mode":{"type":"string"},"memories":{"type":"array","items":{"type":"object"}},"uuid":{"type":"string"},"session_id":{"type":"string"}},"required":["type","subtype"],"additionalProperties":true};

function validate164(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.subtype === undefined) && (missing0 = "subtype"))){
validate164.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("system" !== data.type){
validate164.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "system"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subtype !== undefined){
const _errs3 = errors;
if("memory_recall" !== data.subtype){
validate164.errors = [{instancePath:instancePath+"/subtype",schemaPath:"#/properties/subtype/const",keyword:"const",params:{allowedValue: "memory_recall"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mode !== undefined){
const _errs4 = errors;
if(typeof data.mode !== "string"){
validate164.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.memories !== undefined){
let data3 = data.memories;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
const _errs8 = errors;
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
validate164.errors = [{instancePath:instancePath+"/memories/" + i0,schemaPath:"#/properties/memories/items/type",keyword:"type",params:{type: "object"}}];
return false;
}
var valid1 = _errs8 === errors;
if(!valid1){
break;
}
}
}
else {
validate164.errors = [{instancePath:instancePath+"/memories",schemaPath:"#/properties/memories/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs10 = errors;
if(typeof data.uuid !== "string"){
validate164.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs12 = errors;
if(typeof data.session_id !== "string"){
validate164.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate164.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate164.errors = vErrors;
return errors === 0;
}

export const validateSystemElicitationCompleteMessage: Validator<ClaudeOutputMessageByKey["system/elicitation_complete"]> = validate165;
const schema38 = {"title":"SystemElicitationCompleteMessage","description":"SDKElicitationCompleteMessage.","type":"object","properties":{"type":{"const":"system"},"subtype":{"const":"elicitation_complete"},"mcp_server_name":{"type":"string"},"elicitation_id":{"type":"string"},"uuid":{"type":"string"},"session_id":{"type":"string"}},"required":["type","subtype"],"additionalProperties":true};

function validate165(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.subtype === undefined) && (missing0 = "subtype"))){
validate165.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("system" !== data.type){
validate165.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "system"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subtype !== undefined){
const _errs3 = errors;
if("elicitation_complete" !== data.subtype){
validate165.errors = [{instancePath:instancePath+"/subtype",schemaPath:"#/properties/subtype/const",keyword:"const",params:{allowedValue: "elicitation_complete"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mcp_server_name !== undefined){
const _errs4 = errors;
if(typeof data.mcp_server_name !== "string"){
validate165.errors = [{instancePath:instancePath+"/mcp_server_name",schemaPath:"#/properties/mcp_server_name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.elicitation_id !== undefined){
const _errs6 = errors;
if(typeof data.elicitation_id !== "string"){
validate165.errors = [{instancePath:instancePath+"/elicitation_id",schemaPath:"#/properties/elicitation_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs8 = errors;
if(typeof data.uuid !== "string"){
validate165.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs10 = errors;
if(typeof data.session_id !== "string"){
validate165.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate165.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate165.errors = vErrors;
return errors === 0;
}

export const validateSystemPermissionDeniedMessage: Validator<ClaudeOutputMessageByKey["system/permission_denied"]> = validate166;
const schema39 = {"title":"SystemPermissionDeniedMessage","description":"SDKPermissionDeniedMessage: a tool call was denied without a prompt.","type":"object","properties":{"type":{"const":"system"},"subtype":{"const":"permission_denied"},"tool_name":{"type":"string"},"tool_use_id":{"type":"string"},"decision_reason_type":{"type":"string"},"decision_reason":{"type":"string"},"message":{"type":"string"},"uuid":{"type":"string"},"session_id":{"type":"string"}},"required":["type","subtype"],"additionalProperties":true};

function validate166(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.subtype === undefined) && (missing0 = "subtype"))){
validate166.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("system" !== data.type){
validate166.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "system"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subtype !== undefined){
const _errs3 = errors;
if("permission_denied" !== data.subtype){
validate166.errors = [{instancePath:instancePath+"/subtype",schemaPath:"#/properties/subtype/const",keyword:"const",params:{allowedValue: "permission_denied"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tool_name !== undefined){
const _errs4 = errors;
if(typeof data.tool_name !== "string"){
validate166.errors = [{instancePath:instancePath+"/tool_name",schemaPath:"#/properties/tool_name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tool_use_id !== undefined){
const _errs6 = errors;
if(typeof data.tool_use_id !== "string"){
validate166.errors = [{instancePath:instancePath+"/tool_use_id",schemaPath:"#/properties/tool_use_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.decision_reason_type !== undefined){
const _errs8 = errors;
if(typeof data.decision_reason_type !== "string"){
validate166.errors = [{instancePath:instancePath+"/decision_reason_type",schemaPath:"#/properties/decision_reason_type/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.decision_reason !== undefined){
const _errs10 = errors;
if(typeof data.decision_reason !== "string"){
validate166.errors = [{instancePath:instancePath+"/decision_reason",schemaPath:"#/properties/decision_reason/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message !== undefined){
const _errs12 = errors;
if(typeof data.message !== "string"){
validate166.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs14 = errors;
if(typeof data.uuid !== "string"){
validate166.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs16 = errors;
if(typeof data.session_id !== "string"){
validate166.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate166.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate166.errors = vErrors;
return errors === 0;
}

export const validateSystemMirrorErrorMessage: Validator<ClaudeOutputMessageByKey["system/mirror_error"]> = validate167;
const schema40 = {"title":"SystemMirrorErrorMessage","description":"SDKMirrorErrorMessage.","type":"object","properties":{"type":{"const":"system"},"subtype":{"const":"mirror_error"},"error":{"type":"string"},"key":{"type":"object"},"uuid":{"type":"string"},"session_id":{"type":"string"}},"required":["type","subtype"],"additionalProperties":true};

function validate167(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.subtype === undefined) && (missing0 = "subtype"))){
validate167.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("system" !== data.type){
validate167.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "system"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subtype !== undefined){
const _errs3 = errors;
if("mirror_error" !== data.subtype){
validate167.errors = [{instancePath:instancePath+"/subtype",schemaPath:"#/properties/subtype/const",keyword:"const",params:{allowedValue: "mirror_error"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.error !== undefined){
const _errs4 = errors;
if(typeof data.error !== "string"){
validate167.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.key !== undefined){
let data3 = data.key;
const _errs6 = errors;
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
validate167.errors = [{instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "object"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs8 = errors;
if(typeof data.uuid !== "string"){
validate167.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs10 = errors;
if(typeof data.session_id !== "string"){
validate167.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate167.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate167.errors = vErrors;
return errors === 0;
}

export const validateSystemInformationalMessage: Validator<ClaudeOutputMessageByKey["system/informational"]> = validate168;
const schema41 = {"title":"SystemInformationalMessage","description":"SDKInformationalMessage.","type":"object","properties":{"type":{"const":"system"},"subtype":{"const":"informational"},"content":{"type":"string"},"level":{"type":"string"},"tool_use_id":{"type":"string"},"uuid":{"type":"string"},"session_id":{"type":"string"}},"required":["type","subtype"],"additionalProperties":true};

function validate168(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.subtype === undefined) && (missing0 = "subtype"))){
validate168.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("system" !== data.type){
validate168.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "system"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subtype !== undefined){
const _errs3 = errors;
if("informational" !== data.subtype){
validate168.errors = [{instancePath:instancePath+"/subtype",schemaPath:"#/properties/subtype/const",keyword:"const",params:{allowedValue: "informational"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content !== undefined){
const _errs4 = errors;
if(typeof data.content !== "string"){
validate168.errors = [{instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.level !== undefined){
const _errs6 = errors;
if(typeof data.level !== "string"){
validate168.errors = [{instancePath:instancePath+"/level",schemaPath:"#/properties/level/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tool_use_id !== undefined){
const _errs8 = errors;
if(typeof data.tool_use_id !== "string"){
validate168.errors = [{instancePath:instancePath+"/tool_use_id",schemaPath:"#/properties/tool_use_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs10 = errors;
if(typeof data.uuid !== "string"){
validate168.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs12 = errors;
if(typeof data.session_id !== "string"){
validate168.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate168.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate168.errors = vErrors;
return errors === 0;
}

export const validateSystemSessionWritesLostMessage: Validator<ClaudeOutputMessageByKey["system/session_writes_lost"]> = validate169;
const schema42 = {"title":"SystemSessionWritesLostMessage","description":"SDKSessionWritesLostMessage.","type":"object","properties":{"type":{"const":"system"},"subtype":{"const":"session_writes_lost"},"error_code":{"type":"string"},"lost":{"type":"array","items":{"type":"string"}},"transcript_session_ids":{"type":"array","items":{"type":"string"}},"uuid":{"type":"string"},"session_id":{"type":"string"}},"required":["type","subtype"],"additionalProperties":true};

function validate169(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.subtype === undefined) && (missing0 = "subtype"))){
validate169.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("system" !== data.type){
validate169.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "system"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subtype !== undefined){
const _errs3 = errors;
if("session_writes_lost" !== data.subtype){
validate169.errors = [{instancePath:instancePath+"/subtype",schemaPath:"#/properties/subtype/const",keyword:"const",params:{allowedValue: "session_writes_lost"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.error_code !== undefined){
const _errs4 = errors;
if(typeof data.error_code !== "string"){
validate169.errors = [{instancePath:instancePath+"/error_code",schemaPath:"#/properties/error_code/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.lost !== undefined){
let data3 = data.lost;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs8 = errors;
if(typeof data3[i0] !== "string"){
validate169.errors = [{instancePath:instancePath+"/lost/" + i0,schemaPath:"#/properties/lost/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs8 === errors;
if(!valid1){
break;
}
}
}
else {
validate169.errors = [{instancePath:instancePath+"/lost",schemaPath:"#/properties/lost/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transcript_session_ids !== undefined){
let data5 = data.transcript_session_ids;
const _errs10 = errors;
if(errors === _errs10){
if(Array.isArray(data5)){
var valid2 = true;
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
const _errs12 = errors;
if(typeof data5[i1] !== "string"){
validate169.errors = [{instancePath:instancePath+"/transcript_session_ids/" + i1,schemaPath:"#/properties/transcript_session_ids/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs12 === errors;
if(!valid2){
break;
}
}
}
else {
validate169.errors = [{instancePath:instancePath+"/transcript_session_ids",schemaPath:"#/properties/transcript_session_ids/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs14 = errors;
if(typeof data.uuid !== "string"){
validate169.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs16 = errors;
if(typeof data.session_id !== "string"){
validate169.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate169.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate169.errors = vErrors;
return errors === 0;
}

export const validateToolProgressMessage: Validator<ClaudeOutputMessageByKey["tool_progress"]> = validate170;
const schema43 = {"title":"ToolProgressMessage","description":"SDKToolProgressMessage: a tool is still running.","type":"object","properties":{"type":{"const":"tool_progress"},"tool_use_id":{"type":"string"},"tool_name":{"type":"string"},"parent_tool_use_id":{"type":["string","null"]},"elapsed_time_seconds":{"type":"number"},"task_id":{"type":"string"},"uuid":{"type":"string"},"session_id":{"type":"string"}},"required":["type"],"additionalProperties":true};

function validate170(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate170.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("tool_progress" !== data.type){
validate170.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "tool_progress"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tool_use_id !== undefined){
const _errs3 = errors;
if(typeof data.tool_use_id !== "string"){
validate170.errors = [{instancePath:instancePath+"/tool_use_id",schemaPath:"#/properties/tool_use_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tool_name !== undefined){
const _errs5 = errors;
if(typeof data.tool_name !== "string"){
validate170.errors = [{instancePath:instancePath+"/tool_name",schemaPath:"#/properties/tool_name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parent_tool_use_id !== undefined){
let data3 = data.parent_tool_use_id;
const _errs7 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate170.errors = [{instancePath:instancePath+"/parent_tool_use_id",schemaPath:"#/properties/parent_tool_use_id/type",keyword:"type",params:{type: schema43.properties.parent_tool_use_id.type}}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.elapsed_time_seconds !== undefined){
let data4 = data.elapsed_time_seconds;
const _errs9 = errors;
if(!((typeof data4 == "number") && (isFinite(data4)))){
validate170.errors = [{instancePath:instancePath+"/elapsed_time_seconds",schemaPath:"#/properties/elapsed_time_seconds/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.task_id !== undefined){
const _errs11 = errors;
if(typeof data.task_id !== "string"){
validate170.errors = [{instancePath:instancePath+"/task_id",schemaPath:"#/properties/task_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs13 = errors;
if(typeof data.uuid !== "string"){
validate170.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs15 = errors;
if(typeof data.session_id !== "string"){
validate170.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate170.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate170.errors = vErrors;
return errors === 0;
}

export const validateAuthStatusMessage: Validator<ClaudeOutputMessageByKey["auth_status"]> = validate171;
const schema44 = {"title":"AuthStatusMessage","description":"SDKAuthStatusMessage.","type":"object","properties":{"type":{"const":"auth_status"},"isAuthenticating":{"type":"boolean"},"output":{"type":"array","items":{"type":"string"}},"error":{"type":"string"},"uuid":{"type":"string"},"session_id":{"type":"string"}},"required":["type"],"additionalProperties":true};

function validate171(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate171.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("auth_status" !== data.type){
validate171.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "auth_status"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isAuthenticating !== undefined){
const _errs3 = errors;
if(typeof data.isAuthenticating !== "boolean"){
validate171.errors = [{instancePath:instancePath+"/isAuthenticating",schemaPath:"#/properties/isAuthenticating/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output !== undefined){
let data2 = data.output;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(typeof data2[i0] !== "string"){
validate171.errors = [{instancePath:instancePath+"/output/" + i0,schemaPath:"#/properties/output/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate171.errors = [{instancePath:instancePath+"/output",schemaPath:"#/properties/output/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.error !== undefined){
const _errs9 = errors;
if(typeof data.error !== "string"){
validate171.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs11 = errors;
if(typeof data.uuid !== "string"){
validate171.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs13 = errors;
if(typeof data.session_id !== "string"){
validate171.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate171.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate171.errors = vErrors;
return errors === 0;
}

export const validateToolUseSummaryMessage: Validator<ClaudeOutputMessageByKey["tool_use_summary"]> = validate172;
const schema45 = {"title":"ToolUseSummaryMessage","description":"SDKToolUseSummaryMessage.","type":"object","properties":{"type":{"const":"tool_use_summary"},"summary":{"type":"string"},"preceding_tool_use_ids":{"type":"array","items":{"type":"string"}},"uuid":{"type":"string"},"session_id":{"type":"string"}},"required":["type"],"additionalProperties":true};

function validate172(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate172.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("tool_use_summary" !== data.type){
validate172.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "tool_use_summary"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.summary !== undefined){
const _errs3 = errors;
if(typeof data.summary !== "string"){
validate172.errors = [{instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.preceding_tool_use_ids !== undefined){
let data2 = data.preceding_tool_use_ids;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(typeof data2[i0] !== "string"){
validate172.errors = [{instancePath:instancePath+"/preceding_tool_use_ids/" + i0,schemaPath:"#/properties/preceding_tool_use_ids/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate172.errors = [{instancePath:instancePath+"/preceding_tool_use_ids",schemaPath:"#/properties/preceding_tool_use_ids/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs9 = errors;
if(typeof data.uuid !== "string"){
validate172.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs11 = errors;
if(typeof data.session_id !== "string"){
validate172.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate172.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate172.errors = vErrors;
return errors === 0;
}

export const validateRateLimitEventMessage: Validator<ClaudeOutputMessageByKey["rate_limit_event"]> = validate173;
const schema46 = {"title":"RateLimitEventMessage","description":"SDKRateLimitEvent.","type":"object","properties":{"type":{"const":"rate_limit_event"},"rate_limit_info":{"type":"object","properties":{"status":{"type":"string"},"resetsAt":{"type":"number"},"rateLimitType":{"type":"string"},"utilization":{"type":"number"}},"additionalProperties":true},"uuid":{"type":"string"},"session_id":{"type":"string"}},"required":["type"],"additionalProperties":true};

function validate173(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate173.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("rate_limit_event" !== data.type){
validate173.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "rate_limit_event"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.rate_limit_info !== undefined){
let data1 = data.rate_limit_info;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.status !== undefined){
const _errs6 = errors;
if(typeof data1.status !== "string"){
validate173.errors = [{instancePath:instancePath+"/rate_limit_info/status",schemaPath:"#/properties/rate_limit_info/properties/status/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.resetsAt !== undefined){
let data3 = data1.resetsAt;
const _errs8 = errors;
if(!((typeof data3 == "number") && (isFinite(data3)))){
validate173.errors = [{instancePath:instancePath+"/rate_limit_info/resetsAt",schemaPath:"#/properties/rate_limit_info/properties/resetsAt/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.rateLimitType !== undefined){
const _errs10 = errors;
if(typeof data1.rateLimitType !== "string"){
validate173.errors = [{instancePath:instancePath+"/rate_limit_info/rateLimitType",schemaPath:"#/properties/rate_limit_info/properties/rateLimitType/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.utilization !== undefined){
let data5 = data1.utilization;
const _errs12 = errors;
if(!((typeof data5 == "number") && (isFinite(data5)))){
validate173.errors = [{instancePath:instancePath+"/rate_limit_info/utilization",schemaPath:"#/properties/rate_limit_info/properties/utilization/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid1 = _errs12 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate173.errors = [{instancePath:instancePath+"/rate_limit_info",schemaPath:"#/properties/rate_limit_info/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs14 = errors;
if(typeof data.uuid !== "string"){
validate173.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs16 = errors;
if(typeof data.session_id !== "string"){
validate173.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate173.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate173.errors = vErrors;
return errors === 0;
}

export const validatePromptSuggestionMessage: Validator<ClaudeOutputMessageByKey["prompt_suggestion"]> = validate174;
const schema47 = {"title":"PromptSuggestionMessage","description":"SDKPromptSuggestionMessage.","type":"object","properties":{"type":{"const":"prompt_suggestion"},"suggestion":{"type":"string"},"uuid":{"type":"string"},"session_id":{"type":"string"}},"required":["type"],"additionalProperties":true};

function validate174(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate174.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("prompt_suggestion" !== data.type){
validate174.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "prompt_suggestion"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.suggestion !== undefined){
const _errs3 = errors;
if(typeof data.suggestion !== "string"){
validate174.errors = [{instancePath:instancePath+"/suggestion",schemaPath:"#/properties/suggestion/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs5 = errors;
if(typeof data.uuid !== "string"){
validate174.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs7 = errors;
if(typeof data.session_id !== "string"){
validate174.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate174.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate174.errors = vErrors;
return errors === 0;
}

export const validateConversationResetMessage: Validator<ClaudeOutputMessageByKey["conversation_reset"]> = validate175;
const schema48 = {"title":"ConversationResetMessage","description":"SDKConversationResetMessage.","type":"object","properties":{"type":{"const":"conversation_reset"},"new_conversation_id":{"type":"string"},"trigger":{"type":"string"},"uuid":{"type":"string"},"session_id":{"type":"string"}},"required":["type"],"additionalProperties":true};

function validate175(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate175.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("conversation_reset" !== data.type){
validate175.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "conversation_reset"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.new_conversation_id !== undefined){
const _errs3 = errors;
if(typeof data.new_conversation_id !== "string"){
validate175.errors = [{instancePath:instancePath+"/new_conversation_id",schemaPath:"#/properties/new_conversation_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.trigger !== undefined){
const _errs5 = errors;
if(typeof data.trigger !== "string"){
validate175.errors = [{instancePath:instancePath+"/trigger",schemaPath:"#/properties/trigger/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs7 = errors;
if(typeof data.uuid !== "string"){
validate175.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs9 = errors;
if(typeof data.session_id !== "string"){
validate175.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate175.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate175.errors = vErrors;
return errors === 0;
}

export const validateActiveGoalMessage: Validator<ClaudeOutputMessageByKey["active_goal"]> = validate176;
const schema49 = {"title":"ActiveGoalMessage","description":"SDKActiveGoalMessage.","type":"object","properties":{"type":{"const":"active_goal"},"value":{"type":["object","null"]},"uuid":{"type":"string"},"session_id":{"type":"string"}},"required":["type"],"additionalProperties":true};

function validate176(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate176.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("active_goal" !== data.type){
validate176.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "active_goal"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.value !== undefined){
let data1 = data.value;
const _errs3 = errors;
if((!(data1 && typeof data1 == "object" && !Array.isArray(data1))) && (data1 !== null)){
validate176.errors = [{instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: schema49.properties.value.type}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs5 = errors;
if(typeof data.uuid !== "string"){
validate176.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs7 = errors;
if(typeof data.session_id !== "string"){
validate176.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate176.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate176.errors = vErrors;
return errors === 0;
}

export const validateMessageStartEvent: Validator<ClaudeOutputMessageByKey["stream_event/message_start"]> = validate177;
const schema50 = {"title":"MessageStartEvent","description":"stream_event message_start: a model response begins.","type":"object","properties":{"type":{"const":"stream_event"},"event":{"type":"object","properties":{"type":{"const":"message_start"},"message":{"type":"object","properties":{"id":{"type":"string"},"model":{"type":"string"},"usage":{"$ref":"#/$defs/ApiUsage"},"content":{"description":"Seen on 2.1.332.","type":["array","null"]},"role":{"description":"Seen on 2.1.332.","type":["string","null"]},"stop_reason":{"description":"Seen on 2.1.332 (null against a mock model server).","tsType":"unknown"},"stop_sequence":{"description":"Seen on 2.1.332 (null against a mock model server).","tsType":"unknown"},"type":{"description":"Seen on 2.1.332.","type":["string","null"]}},"additionalProperties":true}},"required":["type","message"],"additionalProperties":true},"parent_tool_use_id":{"type":["string","null"]},"api_message_id":{"description":"Seen on 2.1.332: the id of the message the event belongs to.","type":"string"},"ttft_ms":{"type":"number"},"uuid":{"type":"string"},"session_id":{"type":"string"},"thinking_display":{"description":"Seen on 2.1.332.","type":["string","null"]}},"required":["type","event"],"additionalProperties":true};

function validate177(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.event === undefined) && (missing0 = "event"))){
validate177.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("stream_event" !== data.type){
validate177.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "stream_event"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.event !== undefined){
let data1 = data.event;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((data1.type === undefined) && (missing1 = "type")) || ((data1.message === undefined) && (missing1 = "message"))){
validate177.errors = [{instancePath:instancePath+"/event",schemaPath:"#/properties/event/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data1.type !== undefined){
const _errs6 = errors;
if("message_start" !== data1.type){
validate177.errors = [{instancePath:instancePath+"/event/type",schemaPath:"#/properties/event/properties/type/const",keyword:"const",params:{allowedValue: "message_start"}}];
return false;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.message !== undefined){
let data3 = data1.message;
const _errs7 = errors;
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.id !== undefined){
const _errs10 = errors;
if(typeof data3.id !== "string"){
validate177.errors = [{instancePath:instancePath+"/event/message/id",schemaPath:"#/properties/event/properties/message/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs10 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.model !== undefined){
const _errs12 = errors;
if(typeof data3.model !== "string"){
validate177.errors = [{instancePath:instancePath+"/event/message/model",schemaPath:"#/properties/event/properties/message/properties/model/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs12 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.usage !== undefined){
const _errs14 = errors;
if(!(validate26(data3.usage, {instancePath:instancePath+"/event/message/usage",parentData:data3,parentDataProperty:"usage",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var valid2 = _errs14 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.content !== undefined){
let data7 = data3.content;
const _errs15 = errors;
if((!(Array.isArray(data7))) && (data7 !== null)){
validate177.errors = [{instancePath:instancePath+"/event/message/content",schemaPath:"#/properties/event/properties/message/properties/content/type",keyword:"type",params:{type: schema50.properties.event.properties.message.properties.content.type}}];
return false;
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.role !== undefined){
let data8 = data3.role;
const _errs17 = errors;
if((typeof data8 !== "string") && (data8 !== null)){
validate177.errors = [{instancePath:instancePath+"/event/message/role",schemaPath:"#/properties/event/properties/message/properties/role/type",keyword:"type",params:{type: schema50.properties.event.properties.message.properties.role.type}}];
return false;
}
var valid2 = _errs17 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.type !== undefined){
let data9 = data3.type;
const _errs19 = errors;
if((typeof data9 !== "string") && (data9 !== null)){
validate177.errors = [{instancePath:instancePath+"/event/message/type",schemaPath:"#/properties/event/properties/message/properties/type/type",keyword:"type",params:{type: schema50.properties.event.properties.message.properties.type.type}}];
return false;
}
var valid2 = _errs19 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
}
else {
validate177.errors = [{instancePath:instancePath+"/event/message",schemaPath:"#/properties/event/properties/message/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
validate177.errors = [{instancePath:instancePath+"/event",schemaPath:"#/properties/event/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parent_tool_use_id !== undefined){
let data10 = data.parent_tool_use_id;
const _errs21 = errors;
if((typeof data10 !== "string") && (data10 !== null)){
validate177.errors = [{instancePath:instancePath+"/parent_tool_use_id",schemaPath:"#/properties/parent_tool_use_id/type",keyword:"type",params:{type: schema50.properties.parent_tool_use_id.type}}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.api_message_id !== undefined){
const _errs23 = errors;
if(typeof data.api_message_id !== "string"){
validate177.errors = [{instancePath:instancePath+"/api_message_id",schemaPath:"#/properties/api_message_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ttft_ms !== undefined){
let data12 = data.ttft_ms;
const _errs25 = errors;
if(!((typeof data12 == "number") && (isFinite(data12)))){
validate177.errors = [{instancePath:instancePath+"/ttft_ms",schemaPath:"#/properties/ttft_ms/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs27 = errors;
if(typeof data.uuid !== "string"){
validate177.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs29 = errors;
if(typeof data.session_id !== "string"){
validate177.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thinking_display !== undefined){
let data15 = data.thinking_display;
const _errs31 = errors;
if((typeof data15 !== "string") && (data15 !== null)){
validate177.errors = [{instancePath:instancePath+"/thinking_display",schemaPath:"#/properties/thinking_display/type",keyword:"type",params:{type: schema50.properties.thinking_display.type}}];
return false;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate177.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate177.errors = vErrors;
return errors === 0;
}

export const validateContentBlockStartEvent: Validator<ClaudeOutputMessageByKey["stream_event/content_block_start"]> = validate179;
const schema51 = {"title":"ContentBlockStartEvent","description":"stream_event content_block_start.","type":"object","properties":{"type":{"const":"stream_event"},"event":{"type":"object","properties":{"type":{"const":"content_block_start"},"index":{"type":"number"},"content_block":{"$ref":"#/$defs/ContentBlock"}},"required":["type"],"additionalProperties":true},"parent_tool_use_id":{"type":["string","null"]},"api_message_id":{"description":"Seen on 2.1.332: the id of the message the event belongs to.","type":"string"},"ttft_ms":{"type":"number"},"uuid":{"type":"string"},"session_id":{"type":"string"},"thinking_display":{"description":"Seen on 2.1.332.","type":["string","null"]}},"required":["type","event"],"additionalProperties":true};

function validate179(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.event === undefined) && (missing0 = "event"))){
validate179.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("stream_event" !== data.type){
validate179.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "stream_event"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.event !== undefined){
let data1 = data.event;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((data1.type === undefined) && (missing1 = "type")){
validate179.errors = [{instancePath:instancePath+"/event",schemaPath:"#/properties/event/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data1.type !== undefined){
const _errs6 = errors;
if("content_block_start" !== data1.type){
validate179.errors = [{instancePath:instancePath+"/event/type",schemaPath:"#/properties/event/properties/type/const",keyword:"const",params:{allowedValue: "content_block_start"}}];
return false;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.index !== undefined){
let data3 = data1.index;
const _errs7 = errors;
if(!((typeof data3 == "number") && (isFinite(data3)))){
validate179.errors = [{instancePath:instancePath+"/event/index",schemaPath:"#/properties/event/properties/index/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.content_block !== undefined){
const _errs9 = errors;
if(!(validate24(data1.content_block, {instancePath:instancePath+"/event/content_block",parentData:data1,parentDataProperty:"content_block",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate179.errors = [{instancePath:instancePath+"/event",schemaPath:"#/properties/event/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parent_tool_use_id !== undefined){
let data5 = data.parent_tool_use_id;
const _errs10 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate179.errors = [{instancePath:instancePath+"/parent_tool_use_id",schemaPath:"#/properties/parent_tool_use_id/type",keyword:"type",params:{type: schema51.properties.parent_tool_use_id.type}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.api_message_id !== undefined){
const _errs12 = errors;
if(typeof data.api_message_id !== "string"){
validate179.errors = [{instancePath:instancePath+"/api_message_id",schemaPath:"#/properties/api_message_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ttft_ms !== undefined){
let data7 = data.ttft_ms;
const _errs14 = errors;
if(!((typeof data7 == "number") && (isFinite(data7)))){
validate179.errors = [{instancePath:instancePath+"/ttft_ms",schemaPath:"#/properties/ttft_ms/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs16 = errors;
if(typeof data.uuid !== "string"){
validate179.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs18 = errors;
if(typeof data.session_id !== "string"){
validate179.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thinking_display !== undefined){
let data10 = data.thinking_display;
const _errs20 = errors;
if((typeof data10 !== "string") && (data10 !== null)){
validate179.errors = [{instancePath:instancePath+"/thinking_display",schemaPath:"#/properties/thinking_display/type",keyword:"type",params:{type: schema51.properties.thinking_display.type}}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate179.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate179.errors = vErrors;
return errors === 0;
}

export const validateContentBlockDeltaEvent: Validator<ClaudeOutputMessageByKey["stream_event/content_block_delta"]> = validate181;
const schema52 = {"title":"ContentBlockDeltaEvent","description":"stream_event content_block_delta: delta.type text_delta (text), thinking_delta (thinking), input_json_delta (partial_json), signature_delta, ... (open).","type":"object","properties":{"type":{"const":"stream_event"},"event":{"type":"object","properties":{"type":{"const":"content_block_delta"},"index":{"type":"number"},"delta":{"type":"object","properties":{"type":{"type":"string"},"text":{"type":"string"},"thinking":{"type":"string"},"partial_json":{"type":"string"},"signature":{"type":"string"}},"required":["type"],"additionalProperties":true}},"required":["type","delta"],"additionalProperties":true},"parent_tool_use_id":{"type":["string","null"]},"api_message_id":{"description":"Seen on 2.1.332: the id of the message the event belongs to.","type":"string"},"ttft_ms":{"type":"number"},"uuid":{"type":"string"},"session_id":{"type":"string"},"thinking_display":{"description":"Seen on 2.1.332.","type":["string","null"]}},"required":["type","event"],"additionalProperties":true};

function validate181(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.event === undefined) && (missing0 = "event"))){
validate181.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("stream_event" !== data.type){
validate181.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "stream_event"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.event !== undefined){
let data1 = data.event;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((data1.type === undefined) && (missing1 = "type")) || ((data1.delta === undefined) && (missing1 = "delta"))){
validate181.errors = [{instancePath:instancePath+"/event",schemaPath:"#/properties/event/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data1.type !== undefined){
const _errs6 = errors;
if("content_block_delta" !== data1.type){
validate181.errors = [{instancePath:instancePath+"/event/type",schemaPath:"#/properties/event/properties/type/const",keyword:"const",params:{allowedValue: "content_block_delta"}}];
return false;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.index !== undefined){
let data3 = data1.index;
const _errs7 = errors;
if(!((typeof data3 == "number") && (isFinite(data3)))){
validate181.errors = [{instancePath:instancePath+"/event/index",schemaPath:"#/properties/event/properties/index/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.delta !== undefined){
let data4 = data1.delta;
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing2;
if((data4.type === undefined) && (missing2 = "type")){
validate181.errors = [{instancePath:instancePath+"/event/delta",schemaPath:"#/properties/event/properties/delta/required",keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
if(data4.type !== undefined){
const _errs12 = errors;
if(typeof data4.type !== "string"){
validate181.errors = [{instancePath:instancePath+"/event/delta/type",schemaPath:"#/properties/event/properties/delta/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs12 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.text !== undefined){
const _errs14 = errors;
if(typeof data4.text !== "string"){
validate181.errors = [{instancePath:instancePath+"/event/delta/text",schemaPath:"#/properties/event/properties/delta/properties/text/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs14 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.thinking !== undefined){
const _errs16 = errors;
if(typeof data4.thinking !== "string"){
validate181.errors = [{instancePath:instancePath+"/event/delta/thinking",schemaPath:"#/properties/event/properties/delta/properties/thinking/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs16 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.partial_json !== undefined){
const _errs18 = errors;
if(typeof data4.partial_json !== "string"){
validate181.errors = [{instancePath:instancePath+"/event/delta/partial_json",schemaPath:"#/properties/event/properties/delta/properties/partial_json/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs18 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.signature !== undefined){
const _errs20 = errors;
if(typeof data4.signature !== "string"){
validate181.errors = [{instancePath:instancePath+"/event/delta/signature",schemaPath:"#/properties/event/properties/delta/properties/signature/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs20 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
}
else {
validate181.errors = [{instancePath:instancePath+"/event/delta",schemaPath:"#/properties/event/properties/delta/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate181.errors = [{instancePath:instancePath+"/event",schemaPath:"#/properties/event/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parent_tool_use_id !== undefined){
let data10 = data.parent_tool_use_id;
const _errs22 = errors;
if((typeof data10 !== "string") && (data10 !== null)){
validate181.errors = [{instancePath:instancePath+"/parent_tool_use_id",schemaPath:"#/properties/parent_tool_use_id/type",keyword:"type",params:{type: schema52.properties.parent_tool_use_id.type}}];
return false;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.api_message_id !== undefined){
const _errs24 = errors;
if(typeof data.api_message_id !== "string"){
validate181.errors = [{instancePath:instancePath+"/api_message_id",schemaPath:"#/properties/api_message_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ttft_ms !== undefined){
let data12 = data.ttft_ms;
const _errs26 = errors;
if(!((typeof data12 == "number") && (isFinite(data12)))){
validate181.errors = [{instancePath:instancePath+"/ttft_ms",schemaPath:"#/properties/ttft_ms/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs28 = errors;
if(typeof data.uuid !== "string"){
validate181.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs30 = errors;
if(typeof data.session_id !== "string"){
validate181.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thinking_display !== undefined){
let data15 = data.thinking_display;
const _errs32 = errors;
if((typeof data15 !== "string") && (data15 !== null)){
validate181.errors = [{instancePath:instancePath+"/thinking_display",schemaPath:"#/properties/thinking_display/type",keyword:"type",params:{type: schema52.properties.thinking_display.type}}];
return false;
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate181.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate181.errors = vErrors;
return errors === 0;
}

export const validateContentBlockStopEvent: Validator<ClaudeOutputMessageByKey["stream_event/content_block_stop"]> = validate182;
const schema53 = {"title":"ContentBlockStopEvent","description":"stream_event content_block_stop.","type":"object","properties":{"type":{"const":"stream_event"},"event":{"type":"object","properties":{"type":{"const":"content_block_stop"},"index":{"type":"number"}},"required":["type"],"additionalProperties":true},"parent_tool_use_id":{"type":["string","null"]},"api_message_id":{"description":"Seen on 2.1.332: the id of the message the event belongs to.","type":"string"},"ttft_ms":{"type":"number"},"uuid":{"type":"string"},"session_id":{"type":"string"}},"required":["type","event"],"additionalProperties":true};

function validate182(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.event === undefined) && (missing0 = "event"))){
validate182.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("stream_event" !== data.type){
validate182.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "stream_event"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.event !== undefined){
let data1 = data.event;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((data1.type === undefined) && (missing1 = "type")){
validate182.errors = [{instancePath:instancePath+"/event",schemaPath:"#/properties/event/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data1.type !== undefined){
const _errs6 = errors;
if("content_block_stop" !== data1.type){
validate182.errors = [{instancePath:instancePath+"/event/type",schemaPath:"#/properties/event/properties/type/const",keyword:"const",params:{allowedValue: "content_block_stop"}}];
return false;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.index !== undefined){
let data3 = data1.index;
const _errs7 = errors;
if(!((typeof data3 == "number") && (isFinite(data3)))){
validate182.errors = [{instancePath:instancePath+"/event/index",schemaPath:"#/properties/event/properties/index/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
validate182.errors = [{instancePath:instancePath+"/event",schemaPath:"#/properties/event/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parent_tool_use_id !== undefined){
let data4 = data.parent_tool_use_id;
const _errs9 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate182.errors = [{instancePath:instancePath+"/parent_tool_use_id",schemaPath:"#/properties/parent_tool_use_id/type",keyword:"type",params:{type: schema53.properties.parent_tool_use_id.type}}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.api_message_id !== undefined){
const _errs11 = errors;
if(typeof data.api_message_id !== "string"){
validate182.errors = [{instancePath:instancePath+"/api_message_id",schemaPath:"#/properties/api_message_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ttft_ms !== undefined){
let data6 = data.ttft_ms;
const _errs13 = errors;
if(!((typeof data6 == "number") && (isFinite(data6)))){
validate182.errors = [{instancePath:instancePath+"/ttft_ms",schemaPath:"#/properties/ttft_ms/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs15 = errors;
if(typeof data.uuid !== "string"){
validate182.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs17 = errors;
if(typeof data.session_id !== "string"){
validate182.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate182.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate182.errors = vErrors;
return errors === 0;
}

export const validateMessageDeltaEvent: Validator<ClaudeOutputMessageByKey["stream_event/message_delta"]> = validate183;
const schema54 = {"title":"MessageDeltaEvent","description":"stream_event message_delta: the stop reason and the final usage of the response.","type":"object","properties":{"type":{"const":"stream_event"},"event":{"type":"object","properties":{"type":{"const":"message_delta"},"delta":{"type":"object","properties":{"stop_reason":{"type":["string","null"]},"stop_sequence":{"type":["string","null"]},"container":{"description":"Seen on 2.1.332 (null against a mock model server).","tsType":"unknown"},"stop_details":{"description":"Seen on 2.1.332 (null against a mock model server).","tsType":"unknown"}},"additionalProperties":true},"usage":{"$ref":"#/$defs/ApiUsage"},"context_management":{"description":"Seen on 2.1.332 (null against a mock model server).","tsType":"unknown"}},"required":["type"],"additionalProperties":true},"parent_tool_use_id":{"type":["string","null"]},"api_message_id":{"description":"Seen on 2.1.332: the id of the message the event belongs to.","type":"string"},"ttft_ms":{"type":"number"},"uuid":{"type":"string"},"session_id":{"type":"string"}},"required":["type","event"],"additionalProperties":true};

function validate183(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.event === undefined) && (missing0 = "event"))){
validate183.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("stream_event" !== data.type){
validate183.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "stream_event"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.event !== undefined){
let data1 = data.event;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((data1.type === undefined) && (missing1 = "type")){
validate183.errors = [{instancePath:instancePath+"/event",schemaPath:"#/properties/event/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data1.type !== undefined){
const _errs6 = errors;
if("message_delta" !== data1.type){
validate183.errors = [{instancePath:instancePath+"/event/type",schemaPath:"#/properties/event/properties/type/const",keyword:"const",params:{allowedValue: "message_delta"}}];
return false;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.delta !== undefined){
let data3 = data1.delta;
const _errs7 = errors;
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.stop_reason !== undefined){
let data4 = data3.stop_reason;
const _errs10 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate183.errors = [{instancePath:instancePath+"/event/delta/stop_reason",schemaPath:"#/properties/event/properties/delta/properties/stop_reason/type",keyword:"type",params:{type: schema54.properties.event.properties.delta.properties.stop_reason.type}}];
return false;
}
var valid2 = _errs10 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.stop_sequence !== undefined){
let data5 = data3.stop_sequence;
const _errs12 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate183.errors = [{instancePath:instancePath+"/event/delta/stop_sequence",schemaPath:"#/properties/event/properties/delta/properties/stop_sequence/type",keyword:"type",params:{type: schema54.properties.event.properties.delta.properties.stop_sequence.type}}];
return false;
}
var valid2 = _errs12 === errors;
}
else {
var valid2 = true;
}
}
}
else {
validate183.errors = [{instancePath:instancePath+"/event/delta",schemaPath:"#/properties/event/properties/delta/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.usage !== undefined){
const _errs14 = errors;
if(!(validate26(data1.usage, {instancePath:instancePath+"/event/usage",parentData:data1,parentDataProperty:"usage",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var valid1 = _errs14 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate183.errors = [{instancePath:instancePath+"/event",schemaPath:"#/properties/event/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parent_tool_use_id !== undefined){
let data7 = data.parent_tool_use_id;
const _errs15 = errors;
if((typeof data7 !== "string") && (data7 !== null)){
validate183.errors = [{instancePath:instancePath+"/parent_tool_use_id",schemaPath:"#/properties/parent_tool_use_id/type",keyword:"type",params:{type: schema54.properties.parent_tool_use_id.type}}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.api_message_id !== undefined){
const _errs17 = errors;
if(typeof data.api_message_id !== "string"){
validate183.errors = [{instancePath:instancePath+"/api_message_id",schemaPath:"#/properties/api_message_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ttft_ms !== undefined){
let data9 = data.ttft_ms;
const _errs19 = errors;
if(!((typeof data9 == "number") && (isFinite(data9)))){
validate183.errors = [{instancePath:instancePath+"/ttft_ms",schemaPath:"#/properties/ttft_ms/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs21 = errors;
if(typeof data.uuid !== "string"){
validate183.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs23 = errors;
if(typeof data.session_id !== "string"){
validate183.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate183.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate183.errors = vErrors;
return errors === 0;
}

export const validateMessageStopEvent: Validator<ClaudeOutputMessageByKey["stream_event/message_stop"]> = validate185;
const schema55 = {"title":"MessageStopEvent","description":"stream_event message_stop.","type":"object","properties":{"type":{"const":"stream_event"},"event":{"type":"object","properties":{"type":{"const":"message_stop"}},"required":["type"],"additionalProperties":true},"parent_tool_use_id":{"type":["string","null"]},"api_message_id":{"description":"Seen on 2.1.332: the id of the message the event belongs to.","type":"string"},"ttft_ms":{"type":"number"},"uuid":{"type":"string"},"session_id":{"type":"string"},"abandoned_blocks":{"type":"object","properties":{"api_message_id":{"type":"string"},"from_block_index":{"type":"number"}},"additionalProperties":true}},"required":["type","event"],"additionalProperties":true};

function validate185(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.event === undefined) && (missing0 = "event"))){
validate185.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("stream_event" !== data.type){
validate185.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "stream_event"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.event !== undefined){
let data1 = data.event;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((data1.type === undefined) && (missing1 = "type")){
validate185.errors = [{instancePath:instancePath+"/event",schemaPath:"#/properties/event/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data1.type !== undefined){
if("message_stop" !== data1.type){
validate185.errors = [{instancePath:instancePath+"/event/type",schemaPath:"#/properties/event/properties/type/const",keyword:"const",params:{allowedValue: "message_stop"}}];
return false;
}
}
}
}
else {
validate185.errors = [{instancePath:instancePath+"/event",schemaPath:"#/properties/event/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parent_tool_use_id !== undefined){
let data3 = data.parent_tool_use_id;
const _errs7 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate185.errors = [{instancePath:instancePath+"/parent_tool_use_id",schemaPath:"#/properties/parent_tool_use_id/type",keyword:"type",params:{type: schema55.properties.parent_tool_use_id.type}}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.api_message_id !== undefined){
const _errs9 = errors;
if(typeof data.api_message_id !== "string"){
validate185.errors = [{instancePath:instancePath+"/api_message_id",schemaPath:"#/properties/api_message_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ttft_ms !== undefined){
let data5 = data.ttft_ms;
const _errs11 = errors;
if(!((typeof data5 == "number") && (isFinite(data5)))){
validate185.errors = [{instancePath:instancePath+"/ttft_ms",schemaPath:"#/properties/ttft_ms/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs13 = errors;
if(typeof data.uuid !== "string"){
validate185.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs15 = errors;
if(typeof data.session_id !== "string"){
validate185.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.abandoned_blocks !== undefined){
let data8 = data.abandoned_blocks;
const _errs17 = errors;
if(errors === _errs17){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.api_message_id !== undefined){
const _errs20 = errors;
if(typeof data8.api_message_id !== "string"){
validate185.errors = [{instancePath:instancePath+"/abandoned_blocks/api_message_id",schemaPath:"#/properties/abandoned_blocks/properties/api_message_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs20 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data8.from_block_index !== undefined){
let data10 = data8.from_block_index;
const _errs22 = errors;
if(!((typeof data10 == "number") && (isFinite(data10)))){
validate185.errors = [{instancePath:instancePath+"/abandoned_blocks/from_block_index",schemaPath:"#/properties/abandoned_blocks/properties/from_block_index/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid2 = _errs22 === errors;
}
else {
var valid2 = true;
}
}
}
else {
validate185.errors = [{instancePath:instancePath+"/abandoned_blocks",schemaPath:"#/properties/abandoned_blocks/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate185.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate185.errors = vErrors;
return errors === 0;
}

export const validatePingEvent: Validator<ClaudeOutputMessageByKey["stream_event/ping"]> = validate186;
const schema56 = {"title":"PingEvent","description":"stream_event ping.","type":"object","properties":{"type":{"const":"stream_event"},"event":{"type":"object","properties":{"type":{"const":"ping"}},"required":["type"],"additionalProperties":true},"parent_tool_use_id":{"type":["string","null"]},"api_message_id":{"description":"Seen on 2.1.332: the id of the message the event belongs to.","type":"string"},"ttft_ms":{"type":"number"},"uuid":{"type":"string"},"session_id":{"type":"string"}},"required":["type","event"],"additionalProperties":true};

function validate186(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.event === undefined) && (missing0 = "event"))){
validate186.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("stream_event" !== data.type){
validate186.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "stream_event"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.event !== undefined){
let data1 = data.event;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((data1.type === undefined) && (missing1 = "type")){
validate186.errors = [{instancePath:instancePath+"/event",schemaPath:"#/properties/event/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data1.type !== undefined){
if("ping" !== data1.type){
validate186.errors = [{instancePath:instancePath+"/event/type",schemaPath:"#/properties/event/properties/type/const",keyword:"const",params:{allowedValue: "ping"}}];
return false;
}
}
}
}
else {
validate186.errors = [{instancePath:instancePath+"/event",schemaPath:"#/properties/event/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parent_tool_use_id !== undefined){
let data3 = data.parent_tool_use_id;
const _errs7 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate186.errors = [{instancePath:instancePath+"/parent_tool_use_id",schemaPath:"#/properties/parent_tool_use_id/type",keyword:"type",params:{type: schema56.properties.parent_tool_use_id.type}}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.api_message_id !== undefined){
const _errs9 = errors;
if(typeof data.api_message_id !== "string"){
validate186.errors = [{instancePath:instancePath+"/api_message_id",schemaPath:"#/properties/api_message_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ttft_ms !== undefined){
let data5 = data.ttft_ms;
const _errs11 = errors;
if(!((typeof data5 == "number") && (isFinite(data5)))){
validate186.errors = [{instancePath:instancePath+"/ttft_ms",schemaPath:"#/properties/ttft_ms/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs13 = errors;
if(typeof data.uuid !== "string"){
validate186.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs15 = errors;
if(typeof data.session_id !== "string"){
validate186.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate186.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate186.errors = vErrors;
return errors === 0;
}

export const validateControlRequest: Validator<ClaudeOutputMessageByKey["control_request"]> = validate187;
const schema57 = {"title":"ControlRequest","description":"SDKControlRequest the CLI sends: can_use_tool (a permission prompt), elicitation, request_user_dialog, hook_callback, ... (open).","type":"object","properties":{"type":{"const":"control_request"},"request_id":{"type":"string"},"request":{"type":"object","properties":{"subtype":{"type":"string"},"tool_name":{"type":"string"},"input":{"type":"object"},"tool_use_id":{"type":"string"},"permission_suggestions":{"type":"array","items":{"type":"object"}},"blocked_path":{"type":"string"},"decision_reason":{"type":"string"},"decision_reason_type":{"type":"string"},"title":{"type":"string"},"display_name":{"type":"string"},"description":{"type":"string"},"agent_id":{"type":"string"},"mcp_server":{"description":"McpServerProvenance (sdk.d.ts): the MCP server of the tool asked about, its name and where it was configured.","type":"object","properties":{"name":{"type":"string"},"source":{"type":"string"}},"additionalProperties":true},"server_policy_ask_only":{"description":"Seen on 2.1.332, not in sdk.d.ts: the server's policy only lets the user be asked.","type":"boolean"}},"required":["subtype"],"additionalProperties":true}},"required":["type","request_id","request"],"additionalProperties":true};

function validate187(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.type === undefined) && (missing0 = "type")) || ((data.request_id === undefined) && (missing0 = "request_id"))) || ((data.request === undefined) && (missing0 = "request"))){
validate187.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("control_request" !== data.type){
validate187.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "control_request"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.request_id !== undefined){
const _errs3 = errors;
if(typeof data.request_id !== "string"){
validate187.errors = [{instancePath:instancePath+"/request_id",schemaPath:"#/properties/request_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.request !== undefined){
let data2 = data.request;
const _errs5 = errors;
if(errors === _errs5){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if((data2.subtype === undefined) && (missing1 = "subtype")){
validate187.errors = [{instancePath:instancePath+"/request",schemaPath:"#/properties/request/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data2.subtype !== undefined){
const _errs8 = errors;
if(typeof data2.subtype !== "string"){
validate187.errors = [{instancePath:instancePath+"/request/subtype",schemaPath:"#/properties/request/properties/subtype/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.tool_name !== undefined){
const _errs10 = errors;
if(typeof data2.tool_name !== "string"){
validate187.errors = [{instancePath:instancePath+"/request/tool_name",schemaPath:"#/properties/request/properties/tool_name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.input !== undefined){
let data5 = data2.input;
const _errs12 = errors;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
validate187.errors = [{instancePath:instancePath+"/request/input",schemaPath:"#/properties/request/properties/input/type",keyword:"type",params:{type: "object"}}];
return false;
}
var valid1 = _errs12 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.tool_use_id !== undefined){
const _errs14 = errors;
if(typeof data2.tool_use_id !== "string"){
validate187.errors = [{instancePath:instancePath+"/request/tool_use_id",schemaPath:"#/properties/request/properties/tool_use_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs14 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.permission_suggestions !== undefined){
let data7 = data2.permission_suggestions;
const _errs16 = errors;
if(errors === _errs16){
if(Array.isArray(data7)){
var valid2 = true;
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
const _errs18 = errors;
if(!(data8 && typeof data8 == "object" && !Array.isArray(data8))){
validate187.errors = [{instancePath:instancePath+"/request/permission_suggestions/" + i0,schemaPath:"#/properties/request/properties/permission_suggestions/items/type",keyword:"type",params:{type: "object"}}];
return false;
}
var valid2 = _errs18 === errors;
if(!valid2){
break;
}
}
}
else {
validate187.errors = [{instancePath:instancePath+"/request/permission_suggestions",schemaPath:"#/properties/request/properties/permission_suggestions/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid1 = _errs16 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.blocked_path !== undefined){
const _errs20 = errors;
if(typeof data2.blocked_path !== "string"){
validate187.errors = [{instancePath:instancePath+"/request/blocked_path",schemaPath:"#/properties/request/properties/blocked_path/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs20 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.decision_reason !== undefined){
const _errs22 = errors;
if(typeof data2.decision_reason !== "string"){
validate187.errors = [{instancePath:instancePath+"/request/decision_reason",schemaPath:"#/properties/request/properties/decision_reason/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs22 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.decision_reason_type !== undefined){
const _errs24 = errors;
if(typeof data2.decision_reason_type !== "string"){
validate187.errors = [{instancePath:instancePath+"/request/decision_reason_type",schemaPath:"#/properties/request/properties/decision_reason_type/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs24 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.title !== undefined){
const _errs26 = errors;
if(typeof data2.title !== "string"){
validate187.errors = [{instancePath:instancePath+"/request/title",schemaPath:"#/properties/request/properties/title/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs26 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.display_name !== undefined){
const _errs28 = errors;
if(typeof data2.display_name !== "string"){
validate187.errors = [{instancePath:instancePath+"/request/display_name",schemaPath:"#/properties/request/properties/display_name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs28 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.description !== undefined){
const _errs30 = errors;
if(typeof data2.description !== "string"){
validate187.errors = [{instancePath:instancePath+"/request/description",schemaPath:"#/properties/request/properties/description/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs30 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.agent_id !== undefined){
const _errs32 = errors;
if(typeof data2.agent_id !== "string"){
validate187.errors = [{instancePath:instancePath+"/request/agent_id",schemaPath:"#/properties/request/properties/agent_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs32 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.mcp_server !== undefined){
let data16 = data2.mcp_server;
const _errs34 = errors;
if(errors === _errs34){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.name !== undefined){
const _errs37 = errors;
if(typeof data16.name !== "string"){
validate187.errors = [{instancePath:instancePath+"/request/mcp_server/name",schemaPath:"#/properties/request/properties/mcp_server/properties/name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid3 = _errs37 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data16.source !== undefined){
const _errs39 = errors;
if(typeof data16.source !== "string"){
validate187.errors = [{instancePath:instancePath+"/request/mcp_server/source",schemaPath:"#/properties/request/properties/mcp_server/properties/source/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid3 = _errs39 === errors;
}
else {
var valid3 = true;
}
}
}
else {
validate187.errors = [{instancePath:instancePath+"/request/mcp_server",schemaPath:"#/properties/request/properties/mcp_server/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid1 = _errs34 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.server_policy_ask_only !== undefined){
const _errs41 = errors;
if(typeof data2.server_policy_ask_only !== "boolean"){
validate187.errors = [{instancePath:instancePath+"/request/server_policy_ask_only",schemaPath:"#/properties/request/properties/server_policy_ask_only/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid1 = _errs41 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate187.errors = [{instancePath:instancePath+"/request",schemaPath:"#/properties/request/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate187.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate187.errors = vErrors;
return errors === 0;
}

export const validateControlResponse: Validator<ClaudeOutputMessageByKey["control_response"]> = validate188;
const schema58 = {"title":"ControlResponse","description":"SDKControlResponse: the CLI's answer to a control_request the harness sent.","type":"object","properties":{"type":{"const":"control_response"},"response":{"type":"object","properties":{"subtype":{"description":"success or error.","type":"string"},"request_id":{"type":"string"},"response":{"type":"object"},"error":{"type":"string"}},"required":["subtype","request_id"],"additionalProperties":true}},"required":["type","response"],"additionalProperties":true};

function validate188(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.response === undefined) && (missing0 = "response"))){
validate188.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("control_response" !== data.type){
validate188.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "control_response"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.response !== undefined){
let data1 = data.response;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((data1.subtype === undefined) && (missing1 = "subtype")) || ((data1.request_id === undefined) && (missing1 = "request_id"))){
validate188.errors = [{instancePath:instancePath+"/response",schemaPath:"#/properties/response/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data1.subtype !== undefined){
const _errs6 = errors;
if(typeof data1.subtype !== "string"){
validate188.errors = [{instancePath:instancePath+"/response/subtype",schemaPath:"#/properties/response/properties/subtype/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.request_id !== undefined){
const _errs8 = errors;
if(typeof data1.request_id !== "string"){
validate188.errors = [{instancePath:instancePath+"/response/request_id",schemaPath:"#/properties/response/properties/request_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.response !== undefined){
let data4 = data1.response;
const _errs10 = errors;
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
validate188.errors = [{instancePath:instancePath+"/response/response",schemaPath:"#/properties/response/properties/response/type",keyword:"type",params:{type: "object"}}];
return false;
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.error !== undefined){
const _errs12 = errors;
if(typeof data1.error !== "string"){
validate188.errors = [{instancePath:instancePath+"/response/error",schemaPath:"#/properties/response/properties/error/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs12 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
validate188.errors = [{instancePath:instancePath+"/response",schemaPath:"#/properties/response/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate188.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate188.errors = vErrors;
return errors === 0;
}

export const validateControlCancelRequest: Validator<ClaudeOutputMessageByKey["control_cancel_request"]> = validate189;
const schema59 = {"title":"ControlCancelRequest","description":"SDKControlCancelRequest: the CLI no longer needs the answer to one of its requests.","type":"object","properties":{"type":{"const":"control_cancel_request"},"request_id":{"type":"string"}},"required":["type","request_id"],"additionalProperties":true};

function validate189(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.request_id === undefined) && (missing0 = "request_id"))){
validate189.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("control_cancel_request" !== data.type){
validate189.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "control_cancel_request"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.request_id !== undefined){
const _errs3 = errors;
if(typeof data.request_id !== "string"){
validate189.errors = [{instancePath:instancePath+"/request_id",schemaPath:"#/properties/request_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate189.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate189.errors = vErrors;
return errors === 0;
}

export const validateKeepAlive: Validator<ClaudeOutputMessageByKey["keep_alive"]> = validate190;
const schema60 = {"title":"KeepAlive","description":"SDKKeepAliveMessage: a liveness heartbeat; receivers ignore it.","type":"object","properties":{"type":{"const":"keep_alive"},"startup_mark":{"type":"string"}},"required":["type"],"additionalProperties":true};

function validate190(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate190.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("keep_alive" !== data.type){
validate190.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "keep_alive"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.startup_mark !== undefined){
const _errs3 = errors;
if(typeof data.startup_mark !== "string"){
validate190.errors = [{instancePath:instancePath+"/startup_mark",schemaPath:"#/properties/startup_mark/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate190.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate190.errors = vErrors;
return errors === 0;
}

export const validateUserInput: Validator<ClaudeInputMessageByKey["user"]> = validate206;
const schema112 = {"title":"UserInput","description":"SDKUserMessage: a prompt; it starts a turn.","type":"object","properties":{"type":{"const":"user"},"message":{"type":"object","properties":{"role":{"const":"user"},"content":{"anyOf":[{"type":"string"},{"type":"array","items":{"$ref":"#/$defs/InputContentBlock"}}]}},"required":["role","content"],"additionalProperties":true},"parent_tool_use_id":{"type":["string","null"]},"session_id":{"type":"string"},"uuid":{"type":"string"},"priority":{"type":"string"}},"required":["type","message","parent_tool_use_id"],"additionalProperties":true};
const schema113 = {"title":"InputContentBlock","description":"A content block of the user message: text, image, document, ...","type":"object","properties":{"type":{"type":"string"},"text":{"type":"string"},"source":{"description":"An image's or a document's bytes: base64 with its media type, or a URL (the Messages API's ImageBlockParam).","type":"object","properties":{"type":{"type":"string"},"media_type":{"type":"string"},"data":{"type":"string"},"url":{"type":"string"}},"required":["type"],"additionalProperties":true}},"required":["type"],"additionalProperties":true};

function validate193(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate193.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if(typeof data.type !== "string"){
validate193.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.text !== undefined){
const _errs4 = errors;
if(typeof data.text !== "string"){
validate193.errors = [{instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.source !== undefined){
let data2 = data.source;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if((data2.type === undefined) && (missing1 = "type")){
validate193.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data2.type !== undefined){
const _errs9 = errors;
if(typeof data2.type !== "string"){
validate193.errors = [{instancePath:instancePath+"/source/type",schemaPath:"#/properties/source/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.media_type !== undefined){
const _errs11 = errors;
if(typeof data2.media_type !== "string"){
validate193.errors = [{instancePath:instancePath+"/source/media_type",schemaPath:"#/properties/source/properties/media_type/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.data !== undefined){
const _errs13 = errors;
if(typeof data2.data !== "string"){
validate193.errors = [{instancePath:instancePath+"/source/data",schemaPath:"#/properties/source/properties/data/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.url !== undefined){
const _errs15 = errors;
if(typeof data2.url !== "string"){
validate193.errors = [{instancePath:instancePath+"/source/url",schemaPath:"#/properties/source/properties/url/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
validate193.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate193.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate193.errors = vErrors;
return errors === 0;
}


function validate206(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.type === undefined) && (missing0 = "type")) || ((data.message === undefined) && (missing0 = "message"))) || ((data.parent_tool_use_id === undefined) && (missing0 = "parent_tool_use_id"))){
validate206.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("user" !== data.type){
validate206.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "user"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message !== undefined){
let data1 = data.message;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((data1.role === undefined) && (missing1 = "role")) || ((data1.content === undefined) && (missing1 = "content"))){
validate206.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data1.role !== undefined){
const _errs6 = errors;
if("user" !== data1.role){
validate206.errors = [{instancePath:instancePath+"/message/role",schemaPath:"#/properties/message/properties/role/const",keyword:"const",params:{allowedValue: "user"}}];
return false;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.content !== undefined){
let data3 = data1.content;
const _errs7 = errors;
const _errs8 = errors;
let valid2 = false;
const _errs9 = errors;
if(typeof data3 !== "string"){
const err0 = {instancePath:instancePath+"/message/content",schemaPath:"#/properties/message/properties/content/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data3)){
var valid3 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs13 = errors;
if(!(validate193(data3[i0], {instancePath:instancePath+"/message/content/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate193.errors : vErrors.concat(validate193.errors);
errors = vErrors.length;
}
var valid3 = _errs13 === errors;
if(!valid3){
break;
}
}
}
else {
const err1 = {instancePath:instancePath+"/message/content",schemaPath:"#/properties/message/properties/content/anyOf/1/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs11 === errors;
valid2 = valid2 || _valid0;
}
if(!valid2){
const err2 = {instancePath:instancePath+"/message/content",schemaPath:"#/properties/message/properties/content/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate206.errors = vErrors;
return false;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
validate206.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parent_tool_use_id !== undefined){
let data5 = data.parent_tool_use_id;
const _errs14 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate206.errors = [{instancePath:instancePath+"/parent_tool_use_id",schemaPath:"#/properties/parent_tool_use_id/type",keyword:"type",params:{type: schema112.properties.parent_tool_use_id.type}}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs16 = errors;
if(typeof data.session_id !== "string"){
validate206.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uuid !== undefined){
const _errs18 = errors;
if(typeof data.uuid !== "string"){
validate206.errors = [{instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.priority !== undefined){
const _errs20 = errors;
if(typeof data.priority !== "string"){
validate206.errors = [{instancePath:instancePath+"/priority",schemaPath:"#/properties/priority/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate206.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate206.errors = vErrors;
return errors === 0;
}

export const validateInputControlRequest: Validator<ClaudeInputMessageByKey["control_request"]> = validate208;
const schema114 = {"title":"InputControlRequest","description":"SDKControlRequest a harness sends: interrupt, set_permission_mode, ... (open).","type":"object","properties":{"type":{"const":"control_request"},"request_id":{"type":"string"},"request":{"type":"object","properties":{"subtype":{"type":"string"}},"required":["subtype"],"additionalProperties":true}},"required":["type","request_id","request"],"additionalProperties":true};

function validate208(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.type === undefined) && (missing0 = "type")) || ((data.request_id === undefined) && (missing0 = "request_id"))) || ((data.request === undefined) && (missing0 = "request"))){
validate208.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("control_request" !== data.type){
validate208.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "control_request"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.request_id !== undefined){
const _errs3 = errors;
if(typeof data.request_id !== "string"){
validate208.errors = [{instancePath:instancePath+"/request_id",schemaPath:"#/properties/request_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.request !== undefined){
let data2 = data.request;
const _errs5 = errors;
if(errors === _errs5){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if((data2.subtype === undefined) && (missing1 = "subtype")){
validate208.errors = [{instancePath:instancePath+"/request",schemaPath:"#/properties/request/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data2.subtype !== undefined){
if(typeof data2.subtype !== "string"){
validate208.errors = [{instancePath:instancePath+"/request/subtype",schemaPath:"#/properties/request/properties/subtype/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
}
else {
validate208.errors = [{instancePath:instancePath+"/request",schemaPath:"#/properties/request/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate208.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate208.errors = vErrors;
return errors === 0;
}

export const validateInputControlResponse: Validator<ClaudeInputMessageByKey["control_response"]> = validate209;
const schema115 = {"title":"InputControlResponse","description":"SDKControlResponse: the harness's answer to a control_request of the CLI.","type":"object","properties":{"type":{"const":"control_response"},"response":{"type":"object","properties":{"subtype":{"description":"success or error.","type":"string"},"request_id":{"type":"string"},"response":{"description":"The payload: a PermissionResult for can_use_tool, another object for other requests.","anyOf":[{"$ref":"#/$defs/PermissionResult"},{"type":"object"}]},"error":{"type":"string"}},"required":["subtype","request_id"],"additionalProperties":true}},"required":["type","response"],"additionalProperties":true};
const schema116 = {"title":"PermissionResult","description":"PermissionResult: the answer to can_use_tool. allow (updatedInput: the arguments to run the tool with) or deny (message: why).","type":"object","properties":{"behavior":{"type":"string"},"updatedInput":{"type":"object"},"updatedPermissions":{"type":"array","items":{"type":"object"}},"message":{"type":"string"},"interrupt":{"type":"boolean"},"toolUseID":{"type":"string"}},"required":["behavior"],"additionalProperties":true};

function validate199(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.behavior === undefined) && (missing0 = "behavior")){
validate199.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.behavior !== undefined){
const _errs2 = errors;
if(typeof data.behavior !== "string"){
validate199.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedInput !== undefined){
let data1 = data.updatedInput;
const _errs4 = errors;
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
validate199.errors = [{instancePath:instancePath+"/updatedInput",schemaPath:"#/properties/updatedInput/type",keyword:"type",params:{type: "object"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedPermissions !== undefined){
let data2 = data.updatedPermissions;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs8 = errors;
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
validate199.errors = [{instancePath:instancePath+"/updatedPermissions/" + i0,schemaPath:"#/properties/updatedPermissions/items/type",keyword:"type",params:{type: "object"}}];
return false;
}
var valid1 = _errs8 === errors;
if(!valid1){
break;
}
}
}
else {
validate199.errors = [{instancePath:instancePath+"/updatedPermissions",schemaPath:"#/properties/updatedPermissions/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message !== undefined){
const _errs10 = errors;
if(typeof data.message !== "string"){
validate199.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.interrupt !== undefined){
const _errs12 = errors;
if(typeof data.interrupt !== "boolean"){
validate199.errors = [{instancePath:instancePath+"/interrupt",schemaPath:"#/properties/interrupt/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.toolUseID !== undefined){
const _errs14 = errors;
if(typeof data.toolUseID !== "string"){
validate199.errors = [{instancePath:instancePath+"/toolUseID",schemaPath:"#/properties/toolUseID/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate199.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate199.errors = vErrors;
return errors === 0;
}


function validate209(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.response === undefined) && (missing0 = "response"))){
validate209.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("control_response" !== data.type){
validate209.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "control_response"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.response !== undefined){
let data1 = data.response;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((data1.subtype === undefined) && (missing1 = "subtype")) || ((data1.request_id === undefined) && (missing1 = "request_id"))){
validate209.errors = [{instancePath:instancePath+"/response",schemaPath:"#/properties/response/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data1.subtype !== undefined){
const _errs6 = errors;
if(typeof data1.subtype !== "string"){
validate209.errors = [{instancePath:instancePath+"/response/subtype",schemaPath:"#/properties/response/properties/subtype/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.request_id !== undefined){
const _errs8 = errors;
if(typeof data1.request_id !== "string"){
validate209.errors = [{instancePath:instancePath+"/response/request_id",schemaPath:"#/properties/response/properties/request_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.response !== undefined){
let data4 = data1.response;
const _errs10 = errors;
const _errs11 = errors;
let valid2 = false;
const _errs12 = errors;
if(!(validate199(data4, {instancePath:instancePath+"/response/response",parentData:data1,parentDataProperty:"response",rootData}))){
vErrors = vErrors === null ? validate199.errors : vErrors.concat(validate199.errors);
errors = vErrors.length;
}
var _valid0 = _errs12 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs13 = errors;
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
const err0 = {instancePath:instancePath+"/response/response",schemaPath:"#/properties/response/properties/response/anyOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid2 = valid2 || _valid0;
}
if(!valid2){
const err1 = {instancePath:instancePath+"/response/response",schemaPath:"#/properties/response/properties/response/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate209.errors = vErrors;
return false;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.error !== undefined){
const _errs15 = errors;
if(typeof data1.error !== "string"){
validate209.errors = [{instancePath:instancePath+"/response/error",schemaPath:"#/properties/response/properties/error/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
validate209.errors = [{instancePath:instancePath+"/response",schemaPath:"#/properties/response/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate209.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate209.errors = vErrors;
return errors === 0;
}

export const validateInputControlCancelRequest: Validator<ClaudeInputMessageByKey["control_cancel_request"]> = validate211;
const schema117 = {"title":"InputControlCancelRequest","description":"SDKControlCancelRequest: the harness withdraws one of its requests.","type":"object","properties":{"type":{"const":"control_cancel_request"},"request_id":{"type":"string"}},"required":["type","request_id"],"additionalProperties":true};

function validate211(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.request_id === undefined) && (missing0 = "request_id"))){
validate211.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if("control_cancel_request" !== data.type){
validate211.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "control_cancel_request"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.request_id !== undefined){
const _errs3 = errors;
if(typeof data.request_id !== "string"){
validate211.errors = [{instancePath:instancePath+"/request_id",schemaPath:"#/properties/request_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate211.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate211.errors = vErrors;
return errors === 0;
}

export const validateInputKeepAlive: Validator<ClaudeInputMessageByKey["keep_alive"]> = validate212;
const schema118 = {"title":"InputKeepAlive","description":"SDKKeepAliveMessage.","type":"object","properties":{"type":{"const":"keep_alive"}},"required":["type"],"additionalProperties":true};

function validate212(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate212.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
if("keep_alive" !== data.type){
validate212.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "keep_alive"}}];
return false;
}
}
}
}
else {
validate212.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate212.errors = vErrors;
return errors === 0;
}


/** A validator for each message of schemas/claude-output.schema.json, by lookup key. */
export const outputValidators: ValidatorTable<ClaudeOutputMessageByKey> = {
  "assistant": validateAssistantMessage,
  "user": validateUserMessage,
  "result": validateResultMessage,
  "system/init": validateSystemInitMessage,
  "system/api_retry": validateSystemApiRetryMessage,
  "system/status": validateSystemStatusMessage,
  "system/compact_boundary": validateSystemCompactBoundaryMessage,
  "system/control_request_progress": validateSystemControlRequestProgressMessage,
  "system/model_refusal_fallback": validateSystemModelRefusalFallbackMessage,
  "system/model_refusal_no_fallback": validateSystemModelRefusalNoFallbackMessage,
  "system/local_command_output": validateSystemLocalCommandOutputMessage,
  "system/hook_started": validateSystemHookStartedMessage,
  "system/hook_progress": validateSystemHookProgressMessage,
  "system/hook_response": validateSystemHookResponseMessage,
  "system/plugin_install": validateSystemPluginInstallMessage,
  "system/task_notification": validateSystemTaskNotificationMessage,
  "system/task_started": validateSystemTaskStartedMessage,
  "system/task_updated": validateSystemTaskUpdatedMessage,
  "system/task_progress": validateSystemTaskProgressMessage,
  "system/background_tasks_changed": validateSystemBackgroundTasksChangedMessage,
  "system/thinking_tokens": validateSystemThinkingTokensMessage,
  "system/session_state_changed": validateSystemSessionStateChangedMessage,
  "system/worker_shutting_down": validateSystemWorkerShuttingDownMessage,
  "system/commands_changed": validateSystemCommandsChangedMessage,
  "system/notification": validateSystemNotificationMessage,
  "system/files_persisted": validateSystemFilesPersistedMessage,
  "system/memory_recall": validateSystemMemoryRecallMessage,
  "system/elicitation_complete": validateSystemElicitationCompleteMessage,
  "system/permission_denied": validateSystemPermissionDeniedMessage,
  "system/mirror_error": validateSystemMirrorErrorMessage,
  "system/informational": validateSystemInformationalMessage,
  "system/session_writes_lost": validateSystemSessionWritesLostMessage,
  "tool_progress": validateToolProgressMessage,
  "auth_status": validateAuthStatusMessage,
  "tool_use_summary": validateToolUseSummaryMessage,
  "rate_limit_event": validateRateLimitEventMessage,
  "prompt_suggestion": validatePromptSuggestionMessage,
  "conversation_reset": validateConversationResetMessage,
  "active_goal": validateActiveGoalMessage,
  "stream_event/message_start": validateMessageStartEvent,
  "stream_event/content_block_start": validateContentBlockStartEvent,
  "stream_event/content_block_delta": validateContentBlockDeltaEvent,
  "stream_event/content_block_stop": validateContentBlockStopEvent,
  "stream_event/message_delta": validateMessageDeltaEvent,
  "stream_event/message_stop": validateMessageStopEvent,
  "stream_event/ping": validatePingEvent,
  "control_request": validateControlRequest,
  "control_response": validateControlResponse,
  "control_cancel_request": validateControlCancelRequest,
  "keep_alive": validateKeepAlive,
};

/** A validator for each message of schemas/claude-input.schema.json, by lookup key. */
export const inputValidators: ValidatorTable<ClaudeInputMessageByKey> = {
  "user": validateUserInput,
  "control_request": validateInputControlRequest,
  "control_response": validateInputControlResponse,
  "control_cancel_request": validateInputControlCancelRequest,
  "keep_alive": validateInputKeepAlive,
};
