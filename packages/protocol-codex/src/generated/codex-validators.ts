// Validators for the messages the harness sends and reads, by method.
// Generated from the JSON Schema printed by `codex app-server generate-json-schema` of
// @openai/codex 0.171.0 (schemas/codex_app_server_protocol.schemas.json, sha256 6207620bfd8e98a0).
// Do not edit: regenerate with `pnpm gen` (node scripts/gen.mjs) in packages/protocol-codex.
// @ts-nocheck
/* eslint-disable */
import type { Validator } from '@mwh/protocol-core';
import type * as T from './codex-types.js';

const v0: Validator<T.InitializeParams> = validate21;
const schema6 = {"$id":"https://mwh.invalid/clientRequestParams/v0.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/InitializeParams"};
const schema8 = {"properties":{"capabilities":{"if":{"type":"null"},"else":{"$ref":"#/definitions/InitializeCapabilities"}},"clientInfo":{"$ref":"#/definitions/ClientInfo"}},"required":["clientInfo"],"type":"object"};
const schema9 = {"properties":{"experimentalApi":{"type":"boolean"},"explicitGatewayOauth":{"type":"boolean"},"extensions":{"additionalProperties":true,"type":["object","null"]},"mcpServerOpenaiFormElicitation":{"type":"boolean"},"optOutNotificationMethods":{"items":{"type":"string"},"type":["array","null"]},"requestAttestation":{"type":"boolean"},"requiredHumanApproval":{"type":"boolean"}},"type":"object"};

function validate24(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.experimentalApi !== undefined){
const _errs1 = errors;
if(typeof data.experimentalApi !== "boolean"){
validate24.errors = [{instancePath:instancePath+"/experimentalApi",schemaPath:"#/properties/experimentalApi/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.explicitGatewayOauth !== undefined){
const _errs3 = errors;
if(typeof data.explicitGatewayOauth !== "boolean"){
validate24.errors = [{instancePath:instancePath+"/explicitGatewayOauth",schemaPath:"#/properties/explicitGatewayOauth/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.extensions !== undefined){
let data2 = data.extensions;
const _errs5 = errors;
if((!(data2 && typeof data2 == "object" && !Array.isArray(data2))) && (data2 !== null)){
validate24.errors = [{instancePath:instancePath+"/extensions",schemaPath:"#/properties/extensions/type",keyword:"type",params:{type: schema9.properties.extensions.type}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mcpServerOpenaiFormElicitation !== undefined){
const _errs8 = errors;
if(typeof data.mcpServerOpenaiFormElicitation !== "boolean"){
validate24.errors = [{instancePath:instancePath+"/mcpServerOpenaiFormElicitation",schemaPath:"#/properties/mcpServerOpenaiFormElicitation/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.optOutNotificationMethods !== undefined){
let data4 = data.optOutNotificationMethods;
const _errs10 = errors;
if((!(Array.isArray(data4))) && (data4 !== null)){
validate24.errors = [{instancePath:instancePath+"/optOutNotificationMethods",schemaPath:"#/properties/optOutNotificationMethods/type",keyword:"type",params:{type: schema9.properties.optOutNotificationMethods.type}}];
return false;
}
if(errors === _errs10){
if(Array.isArray(data4)){
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs12 = errors;
if(typeof data4[i0] !== "string"){
validate24.errors = [{instancePath:instancePath+"/optOutNotificationMethods/" + i0,schemaPath:"#/properties/optOutNotificationMethods/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs12 === errors;
if(!valid1){
break;
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
if(data.requestAttestation !== undefined){
const _errs14 = errors;
if(typeof data.requestAttestation !== "boolean"){
validate24.errors = [{instancePath:instancePath+"/requestAttestation",schemaPath:"#/properties/requestAttestation/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.requiredHumanApproval !== undefined){
const _errs16 = errors;
if(typeof data.requiredHumanApproval !== "boolean"){
validate24.errors = [{instancePath:instancePath+"/requiredHumanApproval",schemaPath:"#/properties/requiredHumanApproval/type",keyword:"type",params:{type: "boolean"}}];
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
else {
validate24.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate24.errors = vErrors;
return errors === 0;
}

const schema10 = {"properties":{"name":{"type":"string"},"title":{"type":["string","null"]},"version":{"type":"string"}},"required":["name","version"],"type":"object"};

function validate26(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.name === undefined) && (missing0 = "name")) || ((data.version === undefined) && (missing0 = "version"))){
validate26.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.name !== undefined){
const _errs1 = errors;
if(typeof data.name !== "string"){
validate26.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.title !== undefined){
let data1 = data.title;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate26.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: schema10.properties.title.type}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs5 = errors;
if(typeof data.version !== "string"){
validate26.errors = [{instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"}}];
return false;
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
validate26.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate26.errors = vErrors;
return errors === 0;
}


function validate23(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.clientInfo === undefined) && (missing0 = "clientInfo")){
validate23.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.capabilities !== undefined){
let data0 = data.capabilities;
const _errs1 = errors;
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data0 !== null){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs5 = errors;
if(!(validate24(data0, instancePath+"/capabilities"))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/capabilities",schemaPath:"#/properties/capabilities/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate23.errors = vErrors;
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.clientInfo !== undefined){
const _errs6 = errors;
if(!(validate26(data.clientInfo, instancePath+"/clientInfo"))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
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


function validate21(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/clientRequestParams/v0.json" */;
let vErrors = null;
let errors = 0;
if(!(validate23(data, instancePath))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
validate21.errors = vErrors;
return errors === 0;
}

const v1: Validator<T.InitializeResponse> = validate29;
const schema11 = {"$id":"https://mwh.invalid/clientResponse/v1.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/InitializeResponse"};
const schema12 = {"properties":{"codexHome":{"allOf":[{"$ref":"#/definitions/v2/AbsolutePathBuf"}]},"platformFamily":{"type":"string"},"platformOs":{"type":"string"},"userAgent":{"type":"string"}},"required":["codexHome","platformFamily","platformOs","userAgent"],"type":"object"};
const schema13 = {"type":"string"};

function validate31(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate31.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
validate31.errors = vErrors;
return errors === 0;
}


function validate30(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.codexHome === undefined) && (missing0 = "codexHome")) || ((data.platformFamily === undefined) && (missing0 = "platformFamily"))) || ((data.platformOs === undefined) && (missing0 = "platformOs"))) || ((data.userAgent === undefined) && (missing0 = "userAgent"))){
validate30.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.codexHome !== undefined){
const _errs1 = errors;
if(!(validate31(data.codexHome, instancePath+"/codexHome"))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.platformFamily !== undefined){
const _errs3 = errors;
if(typeof data.platformFamily !== "string"){
validate30.errors = [{instancePath:instancePath+"/platformFamily",schemaPath:"#/properties/platformFamily/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.platformOs !== undefined){
const _errs5 = errors;
if(typeof data.platformOs !== "string"){
validate30.errors = [{instancePath:instancePath+"/platformOs",schemaPath:"#/properties/platformOs/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userAgent !== undefined){
const _errs7 = errors;
if(typeof data.userAgent !== "string"){
validate30.errors = [{instancePath:instancePath+"/userAgent",schemaPath:"#/properties/userAgent/type",keyword:"type",params:{type: "string"}}];
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
validate30.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate30.errors = vErrors;
return errors === 0;
}


function validate29(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/clientResponse/v1.json" */;
let vErrors = null;
let errors = 0;
if(!(validate30(data, instancePath))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
validate29.errors = vErrors;
return errors === 0;
}

const v2: Validator<T.ThreadStartParams> = validate34;
const schema14 = {"$id":"https://mwh.invalid/clientRequestParams/v2.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadStartParams"};
const schema15 = {"properties":{"approvalPolicy":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/AskForApproval"}},"approvalsReviewer":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ApprovalsReviewer"}},"baseInstructions":{"type":["string","null"]},"config":{"additionalProperties":true,"type":["object","null"]},"cwd":{"type":["string","null"]},"developerInstructions":{"type":["string","null"]},"ephemeral":{"type":["boolean","null"]},"model":{"type":["string","null"]},"modelProvider":{"type":["string","null"]},"personality":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/Personality"}},"sandbox":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/SandboxMode"}},"serviceName":{"type":["string","null"]},"serviceTier":{"type":["string","null"]},"sessionStartSource":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ThreadStartSource"}},"threadSource":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ThreadSource"}}},"type":"object"};
const schema16 = {"if":{"type":"string"},"then":{"enum":["untrusted","on-request","never"],"type":"string"},"else":{"properties":{"granular":{"properties":{"mcp_elicitations":{"type":"boolean"},"request_permissions":{"type":"boolean"},"rules":{"type":"boolean"},"sandbox_approval":{"type":"boolean"},"skill_approval":{"type":"boolean"}},"required":["mcp_elicitations","rules","sandbox_approval"],"type":"object"}},"required":["granular"],"type":"object"}};

function validate36(data, instancePath=""){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = true;
const _errs1 = errors;
if(typeof data !== "string"){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs3 = errors;
if(typeof data !== "string"){
validate36.errors = [{instancePath,schemaPath:"#/then/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data === "untrusted") || (data === "on-request")) || (data === "never"))){
validate36.errors = [{instancePath,schemaPath:"#/then/enum",keyword:"enum",params:{allowedValues: schema16.then.enum}}];
return false;
}
var _valid0 = _errs3 === errors;
valid0 = _valid0;
ifClause0 = "then";
}
else {
const _errs5 = errors;
if(errors === _errs5){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.granular === undefined) && (missing0 = "granular")){
validate36.errors = [{instancePath,schemaPath:"#/else/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.granular !== undefined){
let data0 = data.granular;
const _errs7 = errors;
if(errors === _errs7){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if((((data0.mcp_elicitations === undefined) && (missing1 = "mcp_elicitations")) || ((data0.rules === undefined) && (missing1 = "rules"))) || ((data0.sandbox_approval === undefined) && (missing1 = "sandbox_approval"))){
validate36.errors = [{instancePath:instancePath+"/granular",schemaPath:"#/else/properties/granular/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data0.mcp_elicitations !== undefined){
const _errs9 = errors;
if(typeof data0.mcp_elicitations !== "boolean"){
validate36.errors = [{instancePath:instancePath+"/granular/mcp_elicitations",schemaPath:"#/else/properties/granular/properties/mcp_elicitations/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.request_permissions !== undefined){
const _errs11 = errors;
if(typeof data0.request_permissions !== "boolean"){
validate36.errors = [{instancePath:instancePath+"/granular/request_permissions",schemaPath:"#/else/properties/granular/properties/request_permissions/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.rules !== undefined){
const _errs13 = errors;
if(typeof data0.rules !== "boolean"){
validate36.errors = [{instancePath:instancePath+"/granular/rules",schemaPath:"#/else/properties/granular/properties/rules/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.sandbox_approval !== undefined){
const _errs15 = errors;
if(typeof data0.sandbox_approval !== "boolean"){
validate36.errors = [{instancePath:instancePath+"/granular/sandbox_approval",schemaPath:"#/else/properties/granular/properties/sandbox_approval/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.skill_approval !== undefined){
const _errs17 = errors;
if(typeof data0.skill_approval !== "boolean"){
validate36.errors = [{instancePath:instancePath+"/granular/skill_approval",schemaPath:"#/else/properties/granular/properties/skill_approval/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid2 = _errs17 === errors;
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
validate36.errors = [{instancePath:instancePath+"/granular",schemaPath:"#/else/properties/granular/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
}
}
else {
validate36.errors = [{instancePath,schemaPath:"#/else/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var _valid0 = _errs5 === errors;
valid0 = _valid0;
ifClause0 = "else";
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: ifClause0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate36.errors = vErrors;
return false;
}
validate36.errors = vErrors;
return errors === 0;
}

const schema17 = {"enum":["user","auto_review","guardian_subagent"],"type":"string"};

function validate38(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate38.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data === "user") || (data === "auto_review")) || (data === "guardian_subagent"))){
validate38.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema17.enum}}];
return false;
}
validate38.errors = vErrors;
return errors === 0;
}

const schema18 = {"enum":["none","friendly","pragmatic"],"type":"string"};

function validate40(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate40.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data === "none") || (data === "friendly")) || (data === "pragmatic"))){
validate40.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema18.enum}}];
return false;
}
validate40.errors = vErrors;
return errors === 0;
}

const schema19 = {"enum":["read-only","workspace-write","danger-full-access"],"type":"string"};

function validate42(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate42.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data === "read-only") || (data === "workspace-write")) || (data === "danger-full-access"))){
validate42.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema19.enum}}];
return false;
}
validate42.errors = vErrors;
return errors === 0;
}

const schema20 = {"enum":["startup","clear"],"type":"string"};

function validate44(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate44.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "startup") || (data === "clear"))){
validate44.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema20.enum}}];
return false;
}
validate44.errors = vErrors;
return errors === 0;
}

const schema21 = {"type":"string"};

function validate46(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate46.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
validate46.errors = vErrors;
return errors === 0;
}


function validate35(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.approvalPolicy !== undefined){
let data0 = data.approvalPolicy;
const _errs1 = errors;
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data0 !== null){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs5 = errors;
if(!(validate36(data0, instancePath+"/approvalPolicy"))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/approvalPolicy",schemaPath:"#/properties/approvalPolicy/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate35.errors = vErrors;
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.approvalsReviewer !== undefined){
let data1 = data.approvalsReviewer;
const _errs6 = errors;
const _errs7 = errors;
let valid2 = true;
const _errs8 = errors;
if(data1 !== null){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs8 === errors;
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
if(!_valid1){
const _errs10 = errors;
if(!(validate38(data1, instancePath+"/approvalsReviewer"))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
var _valid1 = _errs10 === errors;
valid2 = _valid1;
}
if(!valid2){
const err3 = {instancePath:instancePath+"/approvalsReviewer",schemaPath:"#/properties/approvalsReviewer/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate35.errors = vErrors;
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.baseInstructions !== undefined){
let data2 = data.baseInstructions;
const _errs11 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate35.errors = [{instancePath:instancePath+"/baseInstructions",schemaPath:"#/properties/baseInstructions/type",keyword:"type",params:{type: schema15.properties.baseInstructions.type}}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.config !== undefined){
let data3 = data.config;
const _errs13 = errors;
if((!(data3 && typeof data3 == "object" && !Array.isArray(data3))) && (data3 !== null)){
validate35.errors = [{instancePath:instancePath+"/config",schemaPath:"#/properties/config/type",keyword:"type",params:{type: schema15.properties.config.type}}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cwd !== undefined){
let data4 = data.cwd;
const _errs16 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate35.errors = [{instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/type",keyword:"type",params:{type: schema15.properties.cwd.type}}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.developerInstructions !== undefined){
let data5 = data.developerInstructions;
const _errs18 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate35.errors = [{instancePath:instancePath+"/developerInstructions",schemaPath:"#/properties/developerInstructions/type",keyword:"type",params:{type: schema15.properties.developerInstructions.type}}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ephemeral !== undefined){
let data6 = data.ephemeral;
const _errs20 = errors;
if((typeof data6 !== "boolean") && (data6 !== null)){
validate35.errors = [{instancePath:instancePath+"/ephemeral",schemaPath:"#/properties/ephemeral/type",keyword:"type",params:{type: schema15.properties.ephemeral.type}}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.model !== undefined){
let data7 = data.model;
const _errs22 = errors;
if((typeof data7 !== "string") && (data7 !== null)){
validate35.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: schema15.properties.model.type}}];
return false;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.modelProvider !== undefined){
let data8 = data.modelProvider;
const _errs24 = errors;
if((typeof data8 !== "string") && (data8 !== null)){
validate35.errors = [{instancePath:instancePath+"/modelProvider",schemaPath:"#/properties/modelProvider/type",keyword:"type",params:{type: schema15.properties.modelProvider.type}}];
return false;
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.personality !== undefined){
let data9 = data.personality;
const _errs26 = errors;
const _errs27 = errors;
let valid3 = true;
const _errs28 = errors;
if(data9 !== null){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid2 = _errs28 === errors;
errors = _errs27;
if(vErrors !== null){
if(_errs27){
vErrors.length = _errs27;
}
else {
vErrors = null;
}
}
if(!_valid2){
const _errs30 = errors;
if(!(validate40(data9, instancePath+"/personality"))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
var _valid2 = _errs30 === errors;
valid3 = _valid2;
}
if(!valid3){
const err5 = {instancePath:instancePath+"/personality",schemaPath:"#/properties/personality/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate35.errors = vErrors;
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sandbox !== undefined){
let data10 = data.sandbox;
const _errs31 = errors;
const _errs32 = errors;
let valid4 = true;
const _errs33 = errors;
if(data10 !== null){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid3 = _errs33 === errors;
errors = _errs32;
if(vErrors !== null){
if(_errs32){
vErrors.length = _errs32;
}
else {
vErrors = null;
}
}
if(!_valid3){
const _errs35 = errors;
if(!(validate42(data10, instancePath+"/sandbox"))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
var _valid3 = _errs35 === errors;
valid4 = _valid3;
}
if(!valid4){
const err7 = {instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate35.errors = vErrors;
return false;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.serviceName !== undefined){
let data11 = data.serviceName;
const _errs36 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
validate35.errors = [{instancePath:instancePath+"/serviceName",schemaPath:"#/properties/serviceName/type",keyword:"type",params:{type: schema15.properties.serviceName.type}}];
return false;
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.serviceTier !== undefined){
let data12 = data.serviceTier;
const _errs38 = errors;
if((typeof data12 !== "string") && (data12 !== null)){
validate35.errors = [{instancePath:instancePath+"/serviceTier",schemaPath:"#/properties/serviceTier/type",keyword:"type",params:{type: schema15.properties.serviceTier.type}}];
return false;
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sessionStartSource !== undefined){
let data13 = data.sessionStartSource;
const _errs40 = errors;
const _errs41 = errors;
let valid5 = true;
const _errs42 = errors;
if(data13 !== null){
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid4 = _errs42 === errors;
errors = _errs41;
if(vErrors !== null){
if(_errs41){
vErrors.length = _errs41;
}
else {
vErrors = null;
}
}
if(!_valid4){
const _errs44 = errors;
if(!(validate44(data13, instancePath+"/sessionStartSource"))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
var _valid4 = _errs44 === errors;
valid5 = _valid4;
}
if(!valid5){
const err9 = {instancePath:instancePath+"/sessionStartSource",schemaPath:"#/properties/sessionStartSource/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
validate35.errors = vErrors;
return false;
}
var valid0 = _errs40 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadSource !== undefined){
let data14 = data.threadSource;
const _errs45 = errors;
const _errs46 = errors;
let valid6 = true;
const _errs47 = errors;
if(data14 !== null){
const err10 = {};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid5 = _errs47 === errors;
errors = _errs46;
if(vErrors !== null){
if(_errs46){
vErrors.length = _errs46;
}
else {
vErrors = null;
}
}
if(!_valid5){
const _errs49 = errors;
if(!(validate46(data14, instancePath+"/threadSource"))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
var _valid5 = _errs49 === errors;
valid6 = _valid5;
}
if(!valid6){
const err11 = {instancePath:instancePath+"/threadSource",schemaPath:"#/properties/threadSource/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
validate35.errors = vErrors;
return false;
}
var valid0 = _errs45 === errors;
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
else {
validate35.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate35.errors = vErrors;
return errors === 0;
}


function validate34(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/clientRequestParams/v2.json" */;
let vErrors = null;
let errors = 0;
if(!(validate35(data, instancePath))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
validate34.errors = vErrors;
return errors === 0;
}

const v3: Validator<T.ThreadStartResponse> = validate49;
const schema22 = {"$id":"https://mwh.invalid/clientResponse/v3.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadStartResponse"};
const schema23 = {"properties":{"approvalPolicy":{"$ref":"#/definitions/v2/AskForApproval"},"approvalsReviewer":{"allOf":[{"$ref":"#/definitions/v2/ApprovalsReviewer"}]},"cwd":{"$ref":"#/definitions/v2/AbsolutePathBuf"},"disabledPluginIds":{"items":{"type":"string"},"type":"array"},"instructionSources":{"items":{"$ref":"#/definitions/v2/LegacyAppPathString"},"type":"array"},"model":{"type":"string"},"modelProvider":{"type":"string"},"reasoningEffort":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ReasoningEffort"}},"sandbox":{"allOf":[{"$ref":"#/definitions/v2/SandboxPolicy"}]},"serviceTier":{"type":["string","null"]},"thread":{"$ref":"#/definitions/v2/Thread"}},"required":["approvalPolicy","approvalsReviewer","cwd","model","modelProvider","sandbox","thread"],"type":"object"};
const schema24 = {"type":"string"};

function validate54(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate54.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
validate54.errors = vErrors;
return errors === 0;
}

const schema25 = {"minLength":1,"type":"string"};
const func2 = (text) => [...text].length;

function validate56(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(func2(data) < 1){
validate56.errors = [{instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate56.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
validate56.errors = vErrors;
return errors === 0;
}

const schema26 = {"oneOf":[{"$ref":"#/definitions/mwhBranch338"},{"$ref":"#/definitions/mwhBranch339"},{"$ref":"#/definitions/mwhBranch340"},{"$ref":"#/definitions/mwhBranch341"}],"type":"object","discriminator":{"propertyName":"type"}};
const schema27 = {"properties":{"type":{"enum":["dangerFullAccess"],"type":"string"}},"required":["type"],"type":"object"};

function validate59(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate59.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
validate59.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data0 === "dangerFullAccess")){
validate59.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema27.properties.type.enum}}];
return false;
}
}
}
}
else {
validate59.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate59.errors = vErrors;
return errors === 0;
}

const schema28 = {"properties":{"networkAccess":{"type":"boolean"},"type":{"enum":["readOnly"],"type":"string"}},"required":["type"],"type":"object"};

function validate60(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate60.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.networkAccess !== undefined){
const _errs1 = errors;
if(typeof data.networkAccess !== "boolean"){
validate60.errors = [{instancePath:instancePath+"/networkAccess",schemaPath:"#/properties/networkAccess/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data1 = data.type;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate60.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data1 === "readOnly")){
validate60.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema28.properties.type.enum}}];
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
validate60.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate60.errors = vErrors;
return errors === 0;
}

const schema29 = {"properties":{"networkAccess":{"allOf":[{"$ref":"#/definitions/v2/NetworkAccess"}]},"type":{"enum":["externalSandbox"],"type":"string"}},"required":["type"],"type":"object"};
const schema30 = {"enum":["restricted","enabled"],"type":"string"};

function validate62(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate62.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "restricted") || (data === "enabled"))){
validate62.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema30.enum}}];
return false;
}
validate62.errors = vErrors;
return errors === 0;
}


function validate61(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate61.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.networkAccess !== undefined){
const _errs1 = errors;
if(!(validate62(data.networkAccess, instancePath+"/networkAccess"))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data1 = data.type;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate61.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data1 === "externalSandbox")){
validate61.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema29.properties.type.enum}}];
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
validate61.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate61.errors = vErrors;
return errors === 0;
}

const schema31 = {"properties":{"excludeSlashTmp":{"type":"boolean"},"excludeTmpdirEnvVar":{"type":"boolean"},"networkAccess":{"type":"boolean"},"type":{"enum":["workspaceWrite"],"type":"string"},"writableRoots":{"items":{"$ref":"#/definitions/v2/AbsolutePathBuf"},"type":"array"}},"required":["type"],"type":"object"};

function validate64(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate64.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.excludeSlashTmp !== undefined){
const _errs1 = errors;
if(typeof data.excludeSlashTmp !== "boolean"){
validate64.errors = [{instancePath:instancePath+"/excludeSlashTmp",schemaPath:"#/properties/excludeSlashTmp/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.excludeTmpdirEnvVar !== undefined){
const _errs3 = errors;
if(typeof data.excludeTmpdirEnvVar !== "boolean"){
validate64.errors = [{instancePath:instancePath+"/excludeTmpdirEnvVar",schemaPath:"#/properties/excludeTmpdirEnvVar/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.networkAccess !== undefined){
const _errs5 = errors;
if(typeof data.networkAccess !== "boolean"){
validate64.errors = [{instancePath:instancePath+"/networkAccess",schemaPath:"#/properties/networkAccess/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data3 = data.type;
const _errs7 = errors;
if(typeof data3 !== "string"){
validate64.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data3 === "workspaceWrite")){
validate64.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema31.properties.type.enum}}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.writableRoots !== undefined){
let data4 = data.writableRoots;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data4)){
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs11 = errors;
if(!(validate31(data4[i0], instancePath+"/writableRoots/" + i0))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
var valid1 = _errs11 === errors;
if(!valid1){
break;
}
}
}
else {
validate64.errors = [{instancePath:instancePath+"/writableRoots",schemaPath:"#/properties/writableRoots/type",keyword:"type",params:{type: "array"}}];
return false;
}
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
validate64.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate64.errors = vErrors;
return errors === 0;
}


function validate58(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "dangerFullAccess"){
if(!(validate59(data, instancePath))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
errors = vErrors.length;
}
}
else if(tag0 === "readOnly"){
if(!(validate60(data, instancePath))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
}
else if(tag0 === "externalSandbox"){
if(!(validate61(data, instancePath))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
}
else if(tag0 === "workspaceWrite"){
if(!(validate64(data, instancePath))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
}
else {
validate58.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate58.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate58.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate58.errors = vErrors;
return errors === 0;
}

const schema32 = {"properties":{"agentNickname":{"type":["string","null"]},"agentRole":{"type":["string","null"]},"cliVersion":{"type":"string"},"createdAt":{"format":"int64","type":"integer"},"cwd":{"allOf":[{"$ref":"#/definitions/v2/AbsolutePathBuf"}]},"ephemeral":{"type":"boolean"},"forkedFromId":{"type":["string","null"]},"gitInfo":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/GitInfo"}},"historyMode":{"allOf":[{"$ref":"#/definitions/v2/ThreadHistoryMode"}]},"id":{"type":"string"},"model":{"type":["string","null"]},"modelProvider":{"type":"string"},"name":{"type":["string","null"]},"originator":{"type":["string","null"]},"parentThreadId":{"type":["string","null"]},"path":{"type":["string","null"]},"preview":{"type":"string"},"projectId":{"type":["string","null"]},"reasoningEffort":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ReasoningEffort"}},"recencyAt":{"format":"int64","type":["integer","null"]},"section":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ThreadSection"}},"sectionEnteredAt":{"format":"int64","type":["integer","null"]},"sessionId":{"type":"string"},"source":{"allOf":[{"$ref":"#/definitions/v2/SessionSource"}]},"status":{"allOf":[{"$ref":"#/definitions/v2/ThreadStatus"}]},"threadSource":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ThreadSource"}},"turns":{"items":{"$ref":"#/definitions/v2/Turn"},"type":"array"},"updatedAt":{"format":"int64","type":"integer"}},"required":["cliVersion","createdAt","cwd","ephemeral","id","modelProvider","preview","projectId","sessionId","source","status","turns","updatedAt"],"type":"object"};
const schema33 = {"properties":{"branch":{"type":["string","null"]},"originUrl":{"type":["string","null"]},"sha":{"type":["string","null"]}},"type":"object"};

function validate73(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.branch !== undefined){
let data0 = data.branch;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate73.errors = [{instancePath:instancePath+"/branch",schemaPath:"#/properties/branch/type",keyword:"type",params:{type: schema33.properties.branch.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.originUrl !== undefined){
let data1 = data.originUrl;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate73.errors = [{instancePath:instancePath+"/originUrl",schemaPath:"#/properties/originUrl/type",keyword:"type",params:{type: schema33.properties.originUrl.type}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sha !== undefined){
let data2 = data.sha;
const _errs5 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate73.errors = [{instancePath:instancePath+"/sha",schemaPath:"#/properties/sha/type",keyword:"type",params:{type: schema33.properties.sha.type}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate73.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate73.errors = vErrors;
return errors === 0;
}

const schema34 = {"enum":["legacy","paginated"],"type":"string"};

function validate75(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate75.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "legacy") || (data === "paginated"))){
validate75.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema34.enum}}];
return false;
}
validate75.errors = vErrors;
return errors === 0;
}

const schema35 = {"properties":{"appearance":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ThreadSectionAppearance"}},"id":{"type":"string"},"name":{"type":"string"}},"required":["id","name"],"type":"object"};
const schema36 = {"properties":{"color":{"type":["string","null"]},"icon":{"type":["string","null"]}},"type":"object"};

function validate79(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.color !== undefined){
let data0 = data.color;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate79.errors = [{instancePath:instancePath+"/color",schemaPath:"#/properties/color/type",keyword:"type",params:{type: schema36.properties.color.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.icon !== undefined){
let data1 = data.icon;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate79.errors = [{instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/type",keyword:"type",params:{type: schema36.properties.icon.type}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
else {
validate79.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate79.errors = vErrors;
return errors === 0;
}


function validate78(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))){
validate78.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.appearance !== undefined){
let data0 = data.appearance;
const _errs1 = errors;
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data0 !== null){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs5 = errors;
if(!(validate79(data0, instancePath+"/appearance"))){
vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/appearance",schemaPath:"#/properties/appearance/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate78.errors = vErrors;
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs6 = errors;
if(typeof data.id !== "string"){
validate78.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs8 = errors;
if(typeof data.name !== "string"){
validate78.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"}}];
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
else {
validate78.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate78.errors = vErrors;
return errors === 0;
}

const schema37 = {"if":{"type":"string"},"then":{"enum":["cli","vscode","exec","appServer","unknown"],"type":"string"},"else":{"oneOf":[{"properties":{"custom":{"type":"string"}},"required":["custom"],"type":"object"},{"properties":{"subAgent":{"$ref":"#/definitions/v2/SubAgentSource"}},"required":["subAgent"],"type":"object"}]}};
const schema38 = {"if":{"type":"string"},"then":{"enum":["review","compact","memory_consolidation"],"type":"string"},"else":{"oneOf":[{"properties":{"thread_spawn":{"properties":{"agent_nickname":{"type":["string","null"]},"agent_path":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/AgentPath"}},"agent_role":{"type":["string","null"]},"depth":{"format":"int32","type":"integer"},"parent_thread_id":{"$ref":"#/definitions/v2/ThreadId"}},"required":["depth","parent_thread_id"],"type":"object"}},"required":["thread_spawn"],"type":"object"},{"properties":{"other":{"type":"string"}},"required":["other"],"type":"object"}]}};
const schema39 = {"type":"string"};

function validate84(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate84.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
validate84.errors = vErrors;
return errors === 0;
}

const schema40 = {"type":"string"};

function validate86(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate86.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
validate86.errors = vErrors;
return errors === 0;
}


function validate83(data, instancePath=""){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = true;
const _errs1 = errors;
if(typeof data !== "string"){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs3 = errors;
if(typeof data !== "string"){
validate83.errors = [{instancePath,schemaPath:"#/then/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data === "review") || (data === "compact")) || (data === "memory_consolidation"))){
validate83.errors = [{instancePath,schemaPath:"#/then/enum",keyword:"enum",params:{allowedValues: schema38.then.enum}}];
return false;
}
var _valid0 = _errs3 === errors;
valid0 = _valid0;
ifClause0 = "then";
}
else {
const _errs5 = errors;
const _errs6 = errors;
let valid1 = false;
let passing0 = null;
const _errs7 = errors;
if(errors === _errs7){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.thread_spawn === undefined) && (missing0 = "thread_spawn")){
const err1 = {instancePath,schemaPath:"#/else/oneOf/0/required",keyword:"required",params:{missingProperty: missing0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data.thread_spawn !== undefined){
let data0 = data.thread_spawn;
const _errs9 = errors;
if(errors === _errs9){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if(((data0.depth === undefined) && (missing1 = "depth")) || ((data0.parent_thread_id === undefined) && (missing1 = "parent_thread_id"))){
const err2 = {instancePath:instancePath+"/thread_spawn",schemaPath:"#/else/oneOf/0/properties/thread_spawn/required",keyword:"required",params:{missingProperty: missing1}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
if(data0.agent_nickname !== undefined){
let data1 = data0.agent_nickname;
const _errs11 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
const err3 = {instancePath:instancePath+"/thread_spawn/agent_nickname",schemaPath:"#/else/oneOf/0/properties/thread_spawn/properties/agent_nickname/type",keyword:"type",params:{type: schema38.else.oneOf[0].properties.thread_spawn.properties.agent_nickname.type}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var valid3 = _errs11 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.agent_path !== undefined){
let data2 = data0.agent_path;
const _errs13 = errors;
const _errs14 = errors;
let valid4 = true;
const _errs15 = errors;
if(data2 !== null){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid2 = _errs15 === errors;
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
if(!_valid2){
const _errs17 = errors;
if(!(validate84(data2, instancePath+"/thread_spawn/agent_path"))){
vErrors = vErrors === null ? validate84.errors : vErrors.concat(validate84.errors);
errors = vErrors.length;
}
var _valid2 = _errs17 === errors;
valid4 = _valid2;
}
if(!valid4){
const err5 = {instancePath:instancePath+"/thread_spawn/agent_path",schemaPath:"#/else/oneOf/0/properties/thread_spawn/properties/agent_path/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var valid3 = _errs13 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.agent_role !== undefined){
let data3 = data0.agent_role;
const _errs18 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
const err6 = {instancePath:instancePath+"/thread_spawn/agent_role",schemaPath:"#/else/oneOf/0/properties/thread_spawn/properties/agent_role/type",keyword:"type",params:{type: schema38.else.oneOf[0].properties.thread_spawn.properties.agent_role.type}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var valid3 = _errs18 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.depth !== undefined){
let data4 = data0.depth;
const _errs20 = errors;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err7 = {instancePath:instancePath+"/thread_spawn/depth",schemaPath:"#/else/oneOf/0/properties/thread_spawn/properties/depth/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var valid3 = _errs20 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.parent_thread_id !== undefined){
const _errs22 = errors;
if(!(validate86(data0.parent_thread_id, instancePath+"/thread_spawn/parent_thread_id"))){
vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);
errors = vErrors.length;
}
var valid3 = _errs22 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
}
}
else {
const err8 = {instancePath:instancePath+"/thread_spawn",schemaPath:"#/else/oneOf/0/properties/thread_spawn/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/else/oneOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid1 = _errs7 === errors;
if(_valid1){
valid1 = true;
passing0 = 0;
}
const _errs23 = errors;
if(errors === _errs23){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.other === undefined) && (missing2 = "other")){
const err10 = {instancePath,schemaPath:"#/else/oneOf/1/required",keyword:"required",params:{missingProperty: missing2}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
if(data.other !== undefined){
if(typeof data.other !== "string"){
const err11 = {instancePath:instancePath+"/other",schemaPath:"#/else/oneOf/1/properties/other/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/else/oneOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
var _valid1 = _errs23 === errors;
if(_valid1 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid1){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err13 = {instancePath,schemaPath:"#/else/oneOf",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
validate83.errors = vErrors;
return false;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs5 === errors;
valid0 = _valid0;
ifClause0 = "else";
}
if(!valid0){
const err14 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: ifClause0}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
validate83.errors = vErrors;
return false;
}
validate83.errors = vErrors;
return errors === 0;
}


function validate82(data, instancePath=""){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = true;
const _errs1 = errors;
if(typeof data !== "string"){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs3 = errors;
if(typeof data !== "string"){
validate82.errors = [{instancePath,schemaPath:"#/then/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((((data === "cli") || (data === "vscode")) || (data === "exec")) || (data === "appServer")) || (data === "unknown"))){
validate82.errors = [{instancePath,schemaPath:"#/then/enum",keyword:"enum",params:{allowedValues: schema37.then.enum}}];
return false;
}
var _valid0 = _errs3 === errors;
valid0 = _valid0;
ifClause0 = "then";
}
else {
const _errs5 = errors;
const _errs6 = errors;
let valid1 = false;
let passing0 = null;
const _errs7 = errors;
if(errors === _errs7){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.custom === undefined) && (missing0 = "custom")){
const err1 = {instancePath,schemaPath:"#/else/oneOf/0/required",keyword:"required",params:{missingProperty: missing0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data.custom !== undefined){
if(typeof data.custom !== "string"){
const err2 = {instancePath:instancePath+"/custom",schemaPath:"#/else/oneOf/0/properties/custom/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/else/oneOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid1 = _errs7 === errors;
if(_valid1){
valid1 = true;
passing0 = 0;
}
const _errs11 = errors;
if(errors === _errs11){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.subAgent === undefined) && (missing1 = "subAgent")){
const err4 = {instancePath,schemaPath:"#/else/oneOf/1/required",keyword:"required",params:{missingProperty: missing1}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
if(data.subAgent !== undefined){
if(!(validate83(data.subAgent, instancePath+"/subAgent"))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
errors = vErrors.length;
}
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/else/oneOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var _valid1 = _errs11 === errors;
if(_valid1 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid1){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err6 = {instancePath,schemaPath:"#/else/oneOf",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
validate82.errors = vErrors;
return false;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs5 === errors;
valid0 = _valid0;
ifClause0 = "else";
}
if(!valid0){
const err7 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: ifClause0}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate82.errors = vErrors;
return false;
}
validate82.errors = vErrors;
return errors === 0;
}

const schema41 = {"oneOf":[{"$ref":"#/definitions/mwhBranch382"},{"$ref":"#/definitions/mwhBranch383"},{"$ref":"#/definitions/mwhBranch384"},{"$ref":"#/definitions/mwhBranch385"}],"type":"object","discriminator":{"propertyName":"type"}};
const schema42 = {"properties":{"type":{"enum":["notLoaded"],"type":"string"}},"required":["type"],"type":"object"};

function validate91(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate91.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
validate91.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data0 === "notLoaded")){
validate91.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema42.properties.type.enum}}];
return false;
}
}
}
}
else {
validate91.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate91.errors = vErrors;
return errors === 0;
}

const schema43 = {"properties":{"type":{"enum":["idle"],"type":"string"}},"required":["type"],"type":"object"};

function validate92(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate92.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
validate92.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data0 === "idle")){
validate92.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema43.properties.type.enum}}];
return false;
}
}
}
}
else {
validate92.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate92.errors = vErrors;
return errors === 0;
}

const schema44 = {"properties":{"type":{"enum":["systemError"],"type":"string"}},"required":["type"],"type":"object"};

function validate93(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate93.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
validate93.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data0 === "systemError")){
validate93.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema44.properties.type.enum}}];
return false;
}
}
}
}
else {
validate93.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate93.errors = vErrors;
return errors === 0;
}

const schema45 = {"properties":{"activeFlags":{"items":{"$ref":"#/definitions/v2/ThreadActiveFlag"},"type":"array"},"type":{"enum":["active"],"type":"string"}},"required":["activeFlags","type"],"type":"object"};
const schema46 = {"enum":["waitingOnApproval","waitingOnUserInput"],"type":"string"};

function validate95(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate95.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "waitingOnApproval") || (data === "waitingOnUserInput"))){
validate95.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema46.enum}}];
return false;
}
validate95.errors = vErrors;
return errors === 0;
}


function validate94(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.activeFlags === undefined) && (missing0 = "activeFlags")) || ((data.type === undefined) && (missing0 = "type"))){
validate94.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.activeFlags !== undefined){
let data0 = data.activeFlags;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate95(data0[i0], instancePath+"/activeFlags/" + i0))){
vErrors = vErrors === null ? validate95.errors : vErrors.concat(validate95.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate94.errors = [{instancePath:instancePath+"/activeFlags",schemaPath:"#/properties/activeFlags/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data2 = data.type;
const _errs4 = errors;
if(typeof data2 !== "string"){
validate94.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data2 === "active")){
validate94.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema45.properties.type.enum}}];
return false;
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
validate94.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate94.errors = vErrors;
return errors === 0;
}


function validate90(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "notLoaded"){
if(!(validate91(data, instancePath))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
errors = vErrors.length;
}
}
else if(tag0 === "idle"){
if(!(validate92(data, instancePath))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
}
else if(tag0 === "systemError"){
if(!(validate93(data, instancePath))){
vErrors = vErrors === null ? validate93.errors : vErrors.concat(validate93.errors);
errors = vErrors.length;
}
}
else if(tag0 === "active"){
if(!(validate94(data, instancePath))){
vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
errors = vErrors.length;
}
}
else {
validate90.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate90.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate90.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate90.errors = vErrors;
return errors === 0;
}

const schema47 = {"properties":{"completedAt":{"format":"int64","type":["integer","null"]},"durationMs":{"format":"int64","type":["integer","null"]},"error":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/TurnError"}},"id":{"type":"string"},"items":{"items":{"$ref":"#/definitions/v2/ThreadItem"},"type":"array"},"itemsView":{"allOf":[{"$ref":"#/definitions/v2/TurnItemsView"}]},"rootTurnId":{"type":["string","null"]},"startedAt":{"format":"int64","type":["integer","null"]},"status":{"$ref":"#/definitions/v2/TurnStatus"}},"required":["id","items","status"],"type":"object"};
const schema48 = {"properties":{"additionalDetails":{"type":["string","null"]},"codexErrorInfo":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/CodexErrorInfo"}},"message":{"type":"string"},"misalignment":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/MisalignmentErrorDetails"}}},"required":["message"],"type":"object"};
const schema49 = {"anyOf":[{"enum":["contextWindowExceeded","sessionBudgetExceeded","usageLimitExceeded","rateLimitExceeded","flexUnavailable","serverOverloaded","modelNotFound","policyCapacityUnavailable","cyberPolicy","bioPolicy","misalignmentPolicyViolation","tooManyDenials","internalServerError","unauthorized","badRequest","threadRollbackFailed","sandboxError","other"],"type":"string"},{"enum":["inferenceHookDenied"],"type":"string"},{"properties":{"httpConnectionFailed":{"properties":{"httpStatusCode":{"format":"uint16","minimum":0,"type":["integer","null"]}},"type":"object"}},"required":["httpConnectionFailed"],"type":"object"},{"properties":{"responseStreamConnectionFailed":{"properties":{"httpStatusCode":{"format":"uint16","minimum":0,"type":["integer","null"]}},"type":"object"}},"required":["responseStreamConnectionFailed"],"type":"object"},{"properties":{"responseStreamDisconnected":{"properties":{"httpStatusCode":{"format":"uint16","minimum":0,"type":["integer","null"]}},"type":"object"}},"required":["responseStreamDisconnected"],"type":"object"},{"properties":{"responseTooManyFailedAttempts":{"properties":{"httpStatusCode":{"format":"uint16","minimum":0,"type":["integer","null"]}},"type":"object"}},"required":["responseTooManyFailedAttempts"],"type":"object"},{"properties":{"activeTurnNotSteerable":{"properties":{"turnKind":{"$ref":"#/definitions/v2/NonSteerableTurnKind"}},"required":["turnKind"],"type":"object"}},"required":["activeTurnNotSteerable"],"type":"object"},{"type":["string","object"]}]};
const schema50 = {"enum":["review","compact"],"type":"string"};

function validate106(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate106.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "review") || (data === "compact"))){
validate106.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema50.enum}}];
return false;
}
validate106.errors = vErrors;
return errors === 0;
}


function validate105(data, instancePath=""){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((((((((((((((((data === "contextWindowExceeded") || (data === "sessionBudgetExceeded")) || (data === "usageLimitExceeded")) || (data === "rateLimitExceeded")) || (data === "flexUnavailable")) || (data === "serverOverloaded")) || (data === "modelNotFound")) || (data === "policyCapacityUnavailable")) || (data === "cyberPolicy")) || (data === "bioPolicy")) || (data === "misalignmentPolicyViolation")) || (data === "tooManyDenials")) || (data === "internalServerError")) || (data === "unauthorized")) || (data === "badRequest")) || (data === "threadRollbackFailed")) || (data === "sandboxError")) || (data === "other"))){
const err1 = {instancePath,schemaPath:"#/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema49.anyOf[0].enum}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(typeof data !== "string"){
const err2 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(data === "inferenceHookDenied")){
const err3 = {instancePath,schemaPath:"#/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema49.anyOf[1].enum}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs5 = errors;
if(errors === _errs5){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.httpConnectionFailed === undefined) && (missing0 = "httpConnectionFailed")){
const err4 = {instancePath,schemaPath:"#/anyOf/2/required",keyword:"required",params:{missingProperty: missing0}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
if(data.httpConnectionFailed !== undefined){
let data0 = data.httpConnectionFailed;
const _errs7 = errors;
if(errors === _errs7){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.httpStatusCode !== undefined){
let data1 = data0.httpStatusCode;
const _errs9 = errors;
if((!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))) && (data1 !== null)){
const err5 = {instancePath:instancePath+"/httpConnectionFailed/httpStatusCode",schemaPath:"#/anyOf/2/properties/httpConnectionFailed/properties/httpStatusCode/type",keyword:"type",params:{type: schema49.anyOf[2].properties.httpConnectionFailed.properties.httpStatusCode.type}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(errors === _errs9){
if(typeof data1 == "number"){
if(data1 < 0 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/httpConnectionFailed/httpStatusCode",schemaPath:"#/anyOf/2/properties/httpConnectionFailed/properties/httpStatusCode/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
}
}
else {
const err7 = {instancePath:instancePath+"/httpConnectionFailed",schemaPath:"#/anyOf/2/properties/httpConnectionFailed/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/anyOf/2/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs11 = errors;
if(errors === _errs11){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.responseStreamConnectionFailed === undefined) && (missing1 = "responseStreamConnectionFailed")){
const err9 = {instancePath,schemaPath:"#/anyOf/3/required",keyword:"required",params:{missingProperty: missing1}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
if(data.responseStreamConnectionFailed !== undefined){
let data2 = data.responseStreamConnectionFailed;
const _errs13 = errors;
if(errors === _errs13){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.httpStatusCode !== undefined){
let data3 = data2.httpStatusCode;
const _errs15 = errors;
if((!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))) && (data3 !== null)){
const err10 = {instancePath:instancePath+"/responseStreamConnectionFailed/httpStatusCode",schemaPath:"#/anyOf/3/properties/responseStreamConnectionFailed/properties/httpStatusCode/type",keyword:"type",params:{type: schema49.anyOf[3].properties.responseStreamConnectionFailed.properties.httpStatusCode.type}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(errors === _errs15){
if(typeof data3 == "number"){
if(data3 < 0 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/responseStreamConnectionFailed/httpStatusCode",schemaPath:"#/anyOf/3/properties/responseStreamConnectionFailed/properties/httpStatusCode/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
}
}
else {
const err12 = {instancePath:instancePath+"/responseStreamConnectionFailed",schemaPath:"#/anyOf/3/properties/responseStreamConnectionFailed/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/anyOf/3/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
var _valid0 = _errs11 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs17 = errors;
if(errors === _errs17){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.responseStreamDisconnected === undefined) && (missing2 = "responseStreamDisconnected")){
const err14 = {instancePath,schemaPath:"#/anyOf/4/required",keyword:"required",params:{missingProperty: missing2}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
if(data.responseStreamDisconnected !== undefined){
let data4 = data.responseStreamDisconnected;
const _errs19 = errors;
if(errors === _errs19){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.httpStatusCode !== undefined){
let data5 = data4.httpStatusCode;
const _errs21 = errors;
if((!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))) && (data5 !== null)){
const err15 = {instancePath:instancePath+"/responseStreamDisconnected/httpStatusCode",schemaPath:"#/anyOf/4/properties/responseStreamDisconnected/properties/httpStatusCode/type",keyword:"type",params:{type: schema49.anyOf[4].properties.responseStreamDisconnected.properties.httpStatusCode.type}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(errors === _errs21){
if(typeof data5 == "number"){
if(data5 < 0 || isNaN(data5)){
const err16 = {instancePath:instancePath+"/responseStreamDisconnected/httpStatusCode",schemaPath:"#/anyOf/4/properties/responseStreamDisconnected/properties/httpStatusCode/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
}
}
else {
const err17 = {instancePath:instancePath+"/responseStreamDisconnected",schemaPath:"#/anyOf/4/properties/responseStreamDisconnected/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/anyOf/4/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
var _valid0 = _errs17 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs23 = errors;
if(errors === _errs23){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.responseTooManyFailedAttempts === undefined) && (missing3 = "responseTooManyFailedAttempts")){
const err19 = {instancePath,schemaPath:"#/anyOf/5/required",keyword:"required",params:{missingProperty: missing3}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
if(data.responseTooManyFailedAttempts !== undefined){
let data6 = data.responseTooManyFailedAttempts;
const _errs25 = errors;
if(errors === _errs25){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.httpStatusCode !== undefined){
let data7 = data6.httpStatusCode;
const _errs27 = errors;
if((!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))) && (data7 !== null)){
const err20 = {instancePath:instancePath+"/responseTooManyFailedAttempts/httpStatusCode",schemaPath:"#/anyOf/5/properties/responseTooManyFailedAttempts/properties/httpStatusCode/type",keyword:"type",params:{type: schema49.anyOf[5].properties.responseTooManyFailedAttempts.properties.httpStatusCode.type}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(errors === _errs27){
if(typeof data7 == "number"){
if(data7 < 0 || isNaN(data7)){
const err21 = {instancePath:instancePath+"/responseTooManyFailedAttempts/httpStatusCode",schemaPath:"#/anyOf/5/properties/responseTooManyFailedAttempts/properties/httpStatusCode/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
}
}
else {
const err22 = {instancePath:instancePath+"/responseTooManyFailedAttempts",schemaPath:"#/anyOf/5/properties/responseTooManyFailedAttempts/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/anyOf/5/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
var _valid0 = _errs23 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs29 = errors;
if(errors === _errs29){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.activeTurnNotSteerable === undefined) && (missing4 = "activeTurnNotSteerable")){
const err24 = {instancePath,schemaPath:"#/anyOf/6/required",keyword:"required",params:{missingProperty: missing4}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
else {
if(data.activeTurnNotSteerable !== undefined){
let data8 = data.activeTurnNotSteerable;
const _errs31 = errors;
if(errors === _errs31){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing5;
if((data8.turnKind === undefined) && (missing5 = "turnKind")){
const err25 = {instancePath:instancePath+"/activeTurnNotSteerable",schemaPath:"#/anyOf/6/properties/activeTurnNotSteerable/required",keyword:"required",params:{missingProperty: missing5}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
else {
if(data8.turnKind !== undefined){
if(!(validate106(data8.turnKind, instancePath+"/activeTurnNotSteerable/turnKind"))){
vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);
errors = vErrors.length;
}
}
}
}
else {
const err26 = {instancePath:instancePath+"/activeTurnNotSteerable",schemaPath:"#/anyOf/6/properties/activeTurnNotSteerable/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/anyOf/6/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
var _valid0 = _errs29 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs34 = errors;
if((typeof data !== "string") && (!(data && typeof data == "object" && !Array.isArray(data)))){
const err28 = {instancePath,schemaPath:"#/anyOf/7/type",keyword:"type",params:{type: schema49.anyOf[7].type}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid0 = _errs34 === errors;
valid0 = valid0 || _valid0;
}
}
}
}
}
}
}
if(!valid0){
const err29 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
validate105.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate105.errors = vErrors;
return errors === 0;
}

const schema51 = {"properties":{"detailedExplanation":{"type":["string","null"]},"errorType":{"type":["string","null"]},"reviewTarget":{"type":["string","null"]},"steer":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/MisalignmentSteer"}}},"type":"object"};
const schema52 = {"properties":{"message":{"type":"string"}},"required":["message"],"type":"object"};

function validate110(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.message === undefined) && (missing0 = "message")){
validate110.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.message !== undefined){
if(typeof data.message !== "string"){
validate110.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
}
else {
validate110.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate110.errors = vErrors;
return errors === 0;
}


function validate109(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.detailedExplanation !== undefined){
let data0 = data.detailedExplanation;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate109.errors = [{instancePath:instancePath+"/detailedExplanation",schemaPath:"#/properties/detailedExplanation/type",keyword:"type",params:{type: schema51.properties.detailedExplanation.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.errorType !== undefined){
let data1 = data.errorType;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate109.errors = [{instancePath:instancePath+"/errorType",schemaPath:"#/properties/errorType/type",keyword:"type",params:{type: schema51.properties.errorType.type}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reviewTarget !== undefined){
let data2 = data.reviewTarget;
const _errs5 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate109.errors = [{instancePath:instancePath+"/reviewTarget",schemaPath:"#/properties/reviewTarget/type",keyword:"type",params:{type: schema51.properties.reviewTarget.type}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.steer !== undefined){
let data3 = data.steer;
const _errs7 = errors;
const _errs8 = errors;
let valid1 = true;
const _errs9 = errors;
if(data3 !== null){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs9 === errors;
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs11 = errors;
if(!(validate110(data3, instancePath+"/steer"))){
vErrors = vErrors === null ? validate110.errors : vErrors.concat(validate110.errors);
errors = vErrors.length;
}
var _valid0 = _errs11 === errors;
valid1 = _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/steer",schemaPath:"#/properties/steer/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate109.errors = vErrors;
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
else {
validate109.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate109.errors = vErrors;
return errors === 0;
}


function validate104(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.message === undefined) && (missing0 = "message")){
validate104.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.additionalDetails !== undefined){
let data0 = data.additionalDetails;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate104.errors = [{instancePath:instancePath+"/additionalDetails",schemaPath:"#/properties/additionalDetails/type",keyword:"type",params:{type: schema48.properties.additionalDetails.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.codexErrorInfo !== undefined){
let data1 = data.codexErrorInfo;
const _errs3 = errors;
const _errs4 = errors;
let valid1 = true;
const _errs5 = errors;
if(data1 !== null){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs5 === errors;
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs7 = errors;
if(!(validate105(data1, instancePath+"/codexErrorInfo"))){
vErrors = vErrors === null ? validate105.errors : vErrors.concat(validate105.errors);
errors = vErrors.length;
}
var _valid0 = _errs7 === errors;
valid1 = _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"#/properties/codexErrorInfo/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate104.errors = vErrors;
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message !== undefined){
const _errs8 = errors;
if(typeof data.message !== "string"){
validate104.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.misalignment !== undefined){
let data3 = data.misalignment;
const _errs10 = errors;
const _errs11 = errors;
let valid2 = true;
const _errs12 = errors;
if(data3 !== null){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs12 === errors;
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
if(!_valid1){
const _errs14 = errors;
if(!(validate109(data3, instancePath+"/misalignment"))){
vErrors = vErrors === null ? validate109.errors : vErrors.concat(validate109.errors);
errors = vErrors.length;
}
var _valid1 = _errs14 === errors;
valid2 = _valid1;
}
if(!valid2){
const err3 = {instancePath:instancePath+"/misalignment",schemaPath:"#/properties/misalignment/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate104.errors = vErrors;
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
else {
validate104.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate104.errors = vErrors;
return errors === 0;
}

const schema53 = {"oneOf":[{"$ref":"#/definitions/mwhBranch346"},{"$ref":"#/definitions/mwhBranch347"},{"$ref":"#/definitions/mwhBranch348"},{"$ref":"#/definitions/mwhBranch349"},{"$ref":"#/definitions/mwhBranch350"},{"$ref":"#/definitions/mwhBranch351"},{"$ref":"#/definitions/mwhBranch352"},{"$ref":"#/definitions/mwhBranch353"},{"$ref":"#/definitions/mwhBranch354"},{"$ref":"#/definitions/mwhBranch355"},{"$ref":"#/definitions/mwhBranch356"},{"$ref":"#/definitions/mwhBranch357"},{"$ref":"#/definitions/mwhBranch358"},{"$ref":"#/definitions/mwhBranch359"},{"$ref":"#/definitions/mwhBranch360"},{"$ref":"#/definitions/mwhBranch361"},{"$ref":"#/definitions/mwhBranch362"},{"$ref":"#/definitions/mwhBranch363"},{"$ref":"#/definitions/mwhBranch364"}],"properties":{"completedAtMs":{"format":"int64","type":["integer","null"]},"startedAtMs":{"format":"int64","type":["integer","null"]}},"type":"object","discriminator":{"propertyName":"type"}};
const schema54 = {"properties":{"clientId":{"type":["string","null"]},"content":{"items":{"$ref":"#/definitions/v2/UserInput"},"type":"array"},"id":{"type":"string"},"type":{"enum":["userMessage"],"type":"string"}},"required":["content","id","type"],"type":"object"};
const schema55 = {"oneOf":[{"$ref":"#/definitions/mwhBranch392"},{"$ref":"#/definitions/mwhBranch393"},{"$ref":"#/definitions/mwhBranch394"},{"$ref":"#/definitions/mwhBranch395"},{"$ref":"#/definitions/mwhBranch396"},{"$ref":"#/definitions/mwhBranch397"},{"$ref":"#/definitions/mwhBranch398"}],"type":"object","discriminator":{"propertyName":"type"}};
const schema56 = {"properties":{"text":{"type":"string"},"text_elements":{"items":{"$ref":"#/definitions/v2/TextElement"},"type":"array"},"type":{"enum":["text"],"type":"string"}},"required":["text","type"],"type":"object"};
const schema57 = {"properties":{"byteRange":{"allOf":[{"$ref":"#/definitions/v2/ByteRange"}]},"placeholder":{"type":["string","null"]}},"required":["byteRange"],"type":"object"};
const schema58 = {"properties":{"end":{"format":"uint","minimum":0,"type":"integer"},"start":{"format":"uint","minimum":0,"type":"integer"}},"required":["end","start"],"type":"object"};

function validate119(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.end === undefined) && (missing0 = "end")) || ((data.start === undefined) && (missing0 = "start"))){
validate119.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.end !== undefined){
let data0 = data.end;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate119.errors = [{instancePath:instancePath+"/end",schemaPath:"#/properties/end/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs1){
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
validate119.errors = [{instancePath:instancePath+"/end",schemaPath:"#/properties/end/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.start !== undefined){
let data1 = data.start;
const _errs3 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
validate119.errors = [{instancePath:instancePath+"/start",schemaPath:"#/properties/start/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs3){
if(typeof data1 == "number"){
if(data1 < 0 || isNaN(data1)){
validate119.errors = [{instancePath:instancePath+"/start",schemaPath:"#/properties/start/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
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
validate119.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate119.errors = vErrors;
return errors === 0;
}


function validate118(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.byteRange === undefined) && (missing0 = "byteRange")){
validate118.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.byteRange !== undefined){
const _errs1 = errors;
if(!(validate119(data.byteRange, instancePath+"/byteRange"))){
vErrors = vErrors === null ? validate119.errors : vErrors.concat(validate119.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.placeholder !== undefined){
let data1 = data.placeholder;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate118.errors = [{instancePath:instancePath+"/placeholder",schemaPath:"#/properties/placeholder/type",keyword:"type",params:{type: schema57.properties.placeholder.type}}];
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
validate118.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate118.errors = vErrors;
return errors === 0;
}


function validate117(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.text === undefined) && (missing0 = "text")) || ((data.type === undefined) && (missing0 = "type"))){
validate117.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.text !== undefined){
const _errs1 = errors;
if(typeof data.text !== "string"){
validate117.errors = [{instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.text_elements !== undefined){
let data1 = data.text_elements;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs5 = errors;
if(!(validate118(data1[i0], instancePath+"/text_elements/" + i0))){
vErrors = vErrors === null ? validate118.errors : vErrors.concat(validate118.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate117.errors = [{instancePath:instancePath+"/text_elements",schemaPath:"#/properties/text_elements/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data3 = data.type;
const _errs6 = errors;
if(typeof data3 !== "string"){
validate117.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data3 === "text")){
validate117.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema56.properties.type.enum}}];
return false;
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
validate117.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate117.errors = vErrors;
return errors === 0;
}

const schema59 = {"anyOf":[{"properties":{"url":{"type":"string"}},"required":["url"],"type":"object"},{"properties":{"fileId":{"type":"string"}},"required":["fileId"],"type":"object"}],"properties":{"detail":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ImageDetail"}},"type":{"enum":["image"],"type":"string"}},"required":["type"],"type":"object"};
const schema60 = {"enum":["auto","low","high","original"],"type":"string"};

function validate123(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate123.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data === "auto") || (data === "low")) || (data === "high")) || (data === "original"))){
validate123.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema60.enum}}];
return false;
}
validate123.errors = vErrors;
return errors === 0;
}


function validate122(data, instancePath=""){
let vErrors = null;
let errors = 0;
const _errs1 = errors;
let valid0 = false;
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.url === undefined) && (missing0 = "url")){
const err0 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: missing0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.url !== undefined){
if(typeof data.url !== "string"){
const err1 = {instancePath:instancePath+"/url",schemaPath:"#/anyOf/0/properties/url/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs6 = errors;
if(errors === _errs6){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.fileId === undefined) && (missing1 = "fileId")){
const err3 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: missing1}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
if(data.fileId !== undefined){
if(typeof data.fileId !== "string"){
const err4 = {instancePath:instancePath+"/fileId",schemaPath:"#/anyOf/1/properties/fileId/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var _valid0 = _errs6 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err6 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
validate122.errors = vErrors;
return false;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.type === undefined) && (missing2 = "type")){
validate122.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
if(data.detail !== undefined){
let data2 = data.detail;
const _errs10 = errors;
const _errs11 = errors;
let valid4 = true;
const _errs12 = errors;
if(data2 !== null){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs12 === errors;
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
if(!_valid1){
const _errs14 = errors;
if(!(validate123(data2, instancePath+"/detail"))){
vErrors = vErrors === null ? validate123.errors : vErrors.concat(validate123.errors);
errors = vErrors.length;
}
var _valid1 = _errs14 === errors;
valid4 = _valid1;
}
if(!valid4){
const err8 = {instancePath:instancePath+"/detail",schemaPath:"#/properties/detail/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate122.errors = vErrors;
return false;
}
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.type !== undefined){
let data3 = data.type;
const _errs15 = errors;
if(typeof data3 !== "string"){
validate122.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data3 === "image")){
validate122.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema59.properties.type.enum}}];
return false;
}
var valid3 = _errs15 === errors;
}
else {
var valid3 = true;
}
}
}
}
else {
validate122.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate122.errors = vErrors;
return errors === 0;
}

const schema61 = {"properties":{"detail":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ImageDetail"}},"path":{"type":"string"},"type":{"enum":["localImage"],"type":"string"}},"required":["path","type"],"type":"object"};

function validate125(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.path === undefined) && (missing0 = "path")) || ((data.type === undefined) && (missing0 = "type"))){
validate125.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.detail !== undefined){
let data0 = data.detail;
const _errs1 = errors;
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data0 !== null){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs5 = errors;
if(!(validate123(data0, instancePath+"/detail"))){
vErrors = vErrors === null ? validate123.errors : vErrors.concat(validate123.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/detail",schemaPath:"#/properties/detail/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate125.errors = vErrors;
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.path !== undefined){
const _errs6 = errors;
if(typeof data.path !== "string"){
validate125.errors = [{instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data2 = data.type;
const _errs8 = errors;
if(typeof data2 !== "string"){
validate125.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data2 === "localImage")){
validate125.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema61.properties.type.enum}}];
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
else {
validate125.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate125.errors = vErrors;
return errors === 0;
}

const schema62 = {"anyOf":[{"properties":{"url":{"type":"string"}},"required":["url"],"type":"object"},{"properties":{"fileId":{"type":"string"}},"required":["fileId"],"type":"object"}],"properties":{"type":{"enum":["audio"],"type":"string"}},"required":["type"],"type":"object"};

function validate127(data, instancePath=""){
let vErrors = null;
let errors = 0;
const _errs1 = errors;
let valid0 = false;
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.url === undefined) && (missing0 = "url")){
const err0 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: missing0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.url !== undefined){
if(typeof data.url !== "string"){
const err1 = {instancePath:instancePath+"/url",schemaPath:"#/anyOf/0/properties/url/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs6 = errors;
if(errors === _errs6){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.fileId === undefined) && (missing1 = "fileId")){
const err3 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: missing1}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
if(data.fileId !== undefined){
if(typeof data.fileId !== "string"){
const err4 = {instancePath:instancePath+"/fileId",schemaPath:"#/anyOf/1/properties/fileId/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var _valid0 = _errs6 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err6 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
validate127.errors = vErrors;
return false;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.type === undefined) && (missing2 = "type")){
validate127.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
if(data.type !== undefined){
let data2 = data.type;
if(typeof data2 !== "string"){
validate127.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data2 === "audio")){
validate127.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema62.properties.type.enum}}];
return false;
}
}
}
}
else {
validate127.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate127.errors = vErrors;
return errors === 0;
}

const schema63 = {"properties":{"path":{"type":"string"},"type":{"enum":["localAudio"],"type":"string"}},"required":["path","type"],"type":"object"};

function validate128(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.path === undefined) && (missing0 = "path")) || ((data.type === undefined) && (missing0 = "type"))){
validate128.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.path !== undefined){
const _errs1 = errors;
if(typeof data.path !== "string"){
validate128.errors = [{instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data1 = data.type;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate128.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data1 === "localAudio")){
validate128.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema63.properties.type.enum}}];
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
validate128.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate128.errors = vErrors;
return errors === 0;
}

const schema64 = {"properties":{"name":{"type":"string"},"path":{"type":"string"},"type":{"enum":["skill"],"type":"string"}},"required":["name","path","type"],"type":"object"};

function validate129(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.name === undefined) && (missing0 = "name")) || ((data.path === undefined) && (missing0 = "path"))) || ((data.type === undefined) && (missing0 = "type"))){
validate129.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.name !== undefined){
const _errs1 = errors;
if(typeof data.name !== "string"){
validate129.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.path !== undefined){
const _errs3 = errors;
if(typeof data.path !== "string"){
validate129.errors = [{instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data2 = data.type;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate129.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data2 === "skill")){
validate129.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema64.properties.type.enum}}];
return false;
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
validate129.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate129.errors = vErrors;
return errors === 0;
}

const schema65 = {"properties":{"name":{"type":"string"},"path":{"type":"string"},"type":{"enum":["mention"],"type":"string"}},"required":["name","path","type"],"type":"object"};

function validate130(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.name === undefined) && (missing0 = "name")) || ((data.path === undefined) && (missing0 = "path"))) || ((data.type === undefined) && (missing0 = "type"))){
validate130.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.name !== undefined){
const _errs1 = errors;
if(typeof data.name !== "string"){
validate130.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.path !== undefined){
const _errs3 = errors;
if(typeof data.path !== "string"){
validate130.errors = [{instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data2 = data.type;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate130.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data2 === "mention")){
validate130.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema65.properties.type.enum}}];
return false;
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
validate130.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate130.errors = vErrors;
return errors === 0;
}


function validate116(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "text"){
if(!(validate117(data, instancePath))){
vErrors = vErrors === null ? validate117.errors : vErrors.concat(validate117.errors);
errors = vErrors.length;
}
}
else if(tag0 === "image"){
if(!(validate122(data, instancePath))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
}
else if(tag0 === "localImage"){
if(!(validate125(data, instancePath))){
vErrors = vErrors === null ? validate125.errors : vErrors.concat(validate125.errors);
errors = vErrors.length;
}
}
else if(tag0 === "audio"){
if(!(validate127(data, instancePath))){
vErrors = vErrors === null ? validate127.errors : vErrors.concat(validate127.errors);
errors = vErrors.length;
}
}
else if(tag0 === "localAudio"){
if(!(validate128(data, instancePath))){
vErrors = vErrors === null ? validate128.errors : vErrors.concat(validate128.errors);
errors = vErrors.length;
}
}
else if(tag0 === "skill"){
if(!(validate129(data, instancePath))){
vErrors = vErrors === null ? validate129.errors : vErrors.concat(validate129.errors);
errors = vErrors.length;
}
}
else if(tag0 === "mention"){
if(!(validate130(data, instancePath))){
vErrors = vErrors === null ? validate130.errors : vErrors.concat(validate130.errors);
errors = vErrors.length;
}
}
else {
validate116.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate116.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate116.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate116.errors = vErrors;
return errors === 0;
}


function validate115(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.content === undefined) && (missing0 = "content")) || ((data.id === undefined) && (missing0 = "id"))) || ((data.type === undefined) && (missing0 = "type"))){
validate115.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.clientId !== undefined){
let data0 = data.clientId;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate115.errors = [{instancePath:instancePath+"/clientId",schemaPath:"#/properties/clientId/type",keyword:"type",params:{type: schema54.properties.clientId.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content !== undefined){
let data1 = data.content;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs5 = errors;
if(!(validate116(data1[i0], instancePath+"/content/" + i0))){
vErrors = vErrors === null ? validate116.errors : vErrors.concat(validate116.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate115.errors = [{instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs6 = errors;
if(typeof data.id !== "string"){
validate115.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data4 = data.type;
const _errs8 = errors;
if(typeof data4 !== "string"){
validate115.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data4 === "userMessage")){
validate115.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema54.properties.type.enum}}];
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
else {
validate115.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate115.errors = vErrors;
return errors === 0;
}

const schema66 = {"properties":{"fragments":{"items":{"$ref":"#/definitions/v2/HookPromptFragment"},"type":"array"},"id":{"type":"string"},"type":{"enum":["hookPrompt"],"type":"string"}},"required":["fragments","id","type"],"type":"object"};
const schema67 = {"properties":{"hookRunId":{"type":"string"},"text":{"type":"string"}},"required":["hookRunId","text"],"type":"object"};

function validate140(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.hookRunId === undefined) && (missing0 = "hookRunId")) || ((data.text === undefined) && (missing0 = "text"))){
validate140.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.hookRunId !== undefined){
const _errs1 = errors;
if(typeof data.hookRunId !== "string"){
validate140.errors = [{instancePath:instancePath+"/hookRunId",schemaPath:"#/properties/hookRunId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.text !== undefined){
const _errs3 = errors;
if(typeof data.text !== "string"){
validate140.errors = [{instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"}}];
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
validate140.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate140.errors = vErrors;
return errors === 0;
}


function validate139(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.fragments === undefined) && (missing0 = "fragments")) || ((data.id === undefined) && (missing0 = "id"))) || ((data.type === undefined) && (missing0 = "type"))){
validate139.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.fragments !== undefined){
let data0 = data.fragments;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate140(data0[i0], instancePath+"/fragments/" + i0))){
vErrors = vErrors === null ? validate140.errors : vErrors.concat(validate140.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate139.errors = [{instancePath:instancePath+"/fragments",schemaPath:"#/properties/fragments/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs4 = errors;
if(typeof data.id !== "string"){
validate139.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data3 = data.type;
const _errs6 = errors;
if(typeof data3 !== "string"){
validate139.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data3 === "hookPrompt")){
validate139.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema66.properties.type.enum}}];
return false;
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
validate139.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate139.errors = vErrors;
return errors === 0;
}

const schema68 = {"properties":{"delivery":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/AgentMessageDelivery"}},"id":{"type":"string"},"memoryCitation":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/MemoryCitation"}},"moderation":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/AgentMessageModeration"}},"phase":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/MessagePhase"}},"questions":{"items":{"$ref":"#/definitions/v2/AsyncUserInputQuestion"},"type":["array","null"]},"text":{"type":"string"},"type":{"enum":["agentMessage"],"type":"string"}},"required":["id","text","type"],"type":"object"};
const schema69 = {"enum":["async"],"type":"string"};

function validate143(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate143.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data === "async")){
validate143.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema69.enum}}];
return false;
}
validate143.errors = vErrors;
return errors === 0;
}

const schema70 = {"properties":{"entries":{"items":{"$ref":"#/definitions/v2/MemoryCitationEntry"},"type":"array"},"threadIds":{"items":{"type":"string"},"type":"array"}},"required":["entries","threadIds"],"type":"object"};
const schema71 = {"properties":{"lineEnd":{"format":"uint32","minimum":0,"type":"integer"},"lineStart":{"format":"uint32","minimum":0,"type":"integer"},"note":{"type":"string"},"path":{"type":"string"}},"required":["lineEnd","lineStart","note","path"],"type":"object"};

function validate146(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.lineEnd === undefined) && (missing0 = "lineEnd")) || ((data.lineStart === undefined) && (missing0 = "lineStart"))) || ((data.note === undefined) && (missing0 = "note"))) || ((data.path === undefined) && (missing0 = "path"))){
validate146.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.lineEnd !== undefined){
let data0 = data.lineEnd;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate146.errors = [{instancePath:instancePath+"/lineEnd",schemaPath:"#/properties/lineEnd/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs1){
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
validate146.errors = [{instancePath:instancePath+"/lineEnd",schemaPath:"#/properties/lineEnd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.lineStart !== undefined){
let data1 = data.lineStart;
const _errs3 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
validate146.errors = [{instancePath:instancePath+"/lineStart",schemaPath:"#/properties/lineStart/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs3){
if(typeof data1 == "number"){
if(data1 < 0 || isNaN(data1)){
validate146.errors = [{instancePath:instancePath+"/lineStart",schemaPath:"#/properties/lineStart/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.note !== undefined){
const _errs5 = errors;
if(typeof data.note !== "string"){
validate146.errors = [{instancePath:instancePath+"/note",schemaPath:"#/properties/note/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.path !== undefined){
const _errs7 = errors;
if(typeof data.path !== "string"){
validate146.errors = [{instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"}}];
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
validate146.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate146.errors = vErrors;
return errors === 0;
}


function validate145(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.entries === undefined) && (missing0 = "entries")) || ((data.threadIds === undefined) && (missing0 = "threadIds"))){
validate145.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.entries !== undefined){
let data0 = data.entries;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate146(data0[i0], instancePath+"/entries/" + i0))){
vErrors = vErrors === null ? validate146.errors : vErrors.concat(validate146.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate145.errors = [{instancePath:instancePath+"/entries",schemaPath:"#/properties/entries/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadIds !== undefined){
let data2 = data.threadIds;
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data2)){
var valid2 = true;
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
const _errs6 = errors;
if(typeof data2[i1] !== "string"){
validate145.errors = [{instancePath:instancePath+"/threadIds/" + i1,schemaPath:"#/properties/threadIds/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs6 === errors;
if(!valid2){
break;
}
}
}
else {
validate145.errors = [{instancePath:instancePath+"/threadIds",schemaPath:"#/properties/threadIds/type",keyword:"type",params:{type: "array"}}];
return false;
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
validate145.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate145.errors = vErrors;
return errors === 0;
}

const schema72 = {"properties":{"display":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/AgentMessageDisplay"}},"moderated":{"type":"boolean"}},"required":["moderated"],"type":"object"};
const schema73 = {"oneOf":[{"$ref":"#/definitions/mwhBranch222"},{"$ref":"#/definitions/mwhBranch223"},{"$ref":"#/definitions/mwhBranch224"}],"type":"object","discriminator":{"propertyName":"mode"}};
const schema74 = {"properties":{"annotation":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/AnswerAnnotation"}},"mode":{"enum":["show"],"type":"string"},"trustedContacts":{"$ref":"#/definitions/v2/TrustedContacts"},"version":{"enum":[1],"format":"uint8","minimum":0,"type":"integer"}},"required":["mode","trustedContacts","version"],"type":"object"};
const schema75 = {"oneOf":[{"properties":{"kind":{"enum":["wellbeingHelpline"],"type":"string"},"subject":{"$ref":"#/definitions/v2/HelplineSubject"}},"required":["kind","subject"],"type":"object"}]};
const schema76 = {"enum":["answer","prompt"],"type":"string"};

function validate153(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate153.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "answer") || (data === "prompt"))){
validate153.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema76.enum}}];
return false;
}
validate153.errors = vErrors;
return errors === 0;
}


function validate152(data, instancePath=""){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.kind === undefined) && (missing0 = "kind")) || ((data.subject === undefined) && (missing0 = "subject"))){
const err0 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: missing0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.kind !== undefined){
let data0 = data.kind;
const _errs3 = errors;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/kind",schemaPath:"#/oneOf/0/properties/kind/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(data0 === "wellbeingHelpline")){
const err2 = {instancePath:instancePath+"/kind",schemaPath:"#/oneOf/0/properties/kind/enum",keyword:"enum",params:{allowedValues: schema75.oneOf[0].properties.kind.enum}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.subject !== undefined){
const _errs5 = errors;
if(!(validate153(data.subject, instancePath+"/subject"))){
vErrors = vErrors === null ? validate153.errors : vErrors.concat(validate153.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
if(!valid0){
const err4 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
validate152.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate152.errors = vErrors;
return errors === 0;
}

const schema77 = {"enum":["check","skip"],"type":"string"};

function validate156(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate156.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "check") || (data === "skip"))){
validate156.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema77.enum}}];
return false;
}
validate156.errors = vErrors;
return errors === 0;
}


function validate151(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.mode === undefined) && (missing0 = "mode")) || ((data.trustedContacts === undefined) && (missing0 = "trustedContacts"))) || ((data.version === undefined) && (missing0 = "version"))){
validate151.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.annotation !== undefined){
let data0 = data.annotation;
const _errs1 = errors;
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data0 !== null){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs5 = errors;
if(!(validate152(data0, instancePath+"/annotation"))){
vErrors = vErrors === null ? validate152.errors : vErrors.concat(validate152.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/annotation",schemaPath:"#/properties/annotation/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate151.errors = vErrors;
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mode !== undefined){
let data1 = data.mode;
const _errs6 = errors;
if(typeof data1 !== "string"){
validate151.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data1 === "show")){
validate151.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/enum",keyword:"enum",params:{allowedValues: schema74.properties.mode.enum}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.trustedContacts !== undefined){
const _errs8 = errors;
if(!(validate156(data.trustedContacts, instancePath+"/trustedContacts"))){
vErrors = vErrors === null ? validate156.errors : vErrors.concat(validate156.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
let data3 = data.version;
const _errs9 = errors;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
validate151.errors = [{instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(!(data3 === 1)){
validate151.errors = [{instancePath:instancePath+"/version",schemaPath:"#/properties/version/enum",keyword:"enum",params:{allowedValues: schema74.properties.version.enum}}];
return false;
}
if(errors === _errs9){
if(typeof data3 == "number"){
if(data3 < 0 || isNaN(data3)){
validate151.errors = [{instancePath:instancePath+"/version",schemaPath:"#/properties/version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
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
else {
validate151.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate151.errors = vErrors;
return errors === 0;
}

const schema78 = {"properties":{"mode":{"enum":["hide"],"type":"string"},"replacement":{"$ref":"#/definitions/v2/AnswerReplacement"},"version":{"enum":[1],"format":"uint8","minimum":0,"type":"integer"}},"required":["mode","replacement","version"],"type":"object"};
const schema79 = {"oneOf":[{"properties":{"kind":{"enum":["wellbeingPromptHelpline"],"type":"string"}},"required":["kind"],"type":"object"}]};

function validate159(data, instancePath=""){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.kind === undefined) && (missing0 = "kind")){
const err0 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: missing0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.kind !== undefined){
let data0 = data.kind;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/kind",schemaPath:"#/oneOf/0/properties/kind/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(data0 === "wellbeingPromptHelpline")){
const err2 = {instancePath:instancePath+"/kind",schemaPath:"#/oneOf/0/properties/kind/enum",keyword:"enum",params:{allowedValues: schema79.oneOf[0].properties.kind.enum}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
if(!valid0){
const err4 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
validate159.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate159.errors = vErrors;
return errors === 0;
}


function validate158(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.mode === undefined) && (missing0 = "mode")) || ((data.replacement === undefined) && (missing0 = "replacement"))) || ((data.version === undefined) && (missing0 = "version"))){
validate158.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.mode !== undefined){
let data0 = data.mode;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate158.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data0 === "hide")){
validate158.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/enum",keyword:"enum",params:{allowedValues: schema78.properties.mode.enum}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.replacement !== undefined){
const _errs3 = errors;
if(!(validate159(data.replacement, instancePath+"/replacement"))){
vErrors = vErrors === null ? validate159.errors : vErrors.concat(validate159.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
let data2 = data.version;
const _errs4 = errors;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
validate158.errors = [{instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(!(data2 === 1)){
validate158.errors = [{instancePath:instancePath+"/version",schemaPath:"#/properties/version/enum",keyword:"enum",params:{allowedValues: schema78.properties.version.enum}}];
return false;
}
if(errors === _errs4){
if(typeof data2 == "number"){
if(data2 < 0 || isNaN(data2)){
validate158.errors = [{instancePath:instancePath+"/version",schemaPath:"#/properties/version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
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
}
else {
validate158.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate158.errors = vErrors;
return errors === 0;
}

const schema80 = {"properties":{"mode":{"enum":["block"],"type":"string"},"reason":{"$ref":"#/definitions/v2/BlockReason"},"version":{"enum":[1],"format":"uint8","minimum":0,"type":"integer"}},"required":["mode","reason","version"],"type":"object"};
const schema81 = {"oneOf":[{"$ref":"#/definitions/mwhBranch227"},{"$ref":"#/definitions/mwhBranch228"}],"type":"object","discriminator":{"propertyName":"kind"}};
const schema82 = {"properties":{"kind":{"enum":["protection"],"type":"string"},"protectionType":{"type":"string"}},"required":["kind","protectionType"],"type":"object"};

function validate163(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.kind === undefined) && (missing0 = "kind")) || ((data.protectionType === undefined) && (missing0 = "protectionType"))){
validate163.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.kind !== undefined){
let data0 = data.kind;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate163.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data0 === "protection")){
validate163.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema82.properties.kind.enum}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.protectionType !== undefined){
const _errs3 = errors;
if(typeof data.protectionType !== "string"){
validate163.errors = [{instancePath:instancePath+"/protectionType",schemaPath:"#/properties/protectionType/type",keyword:"type",params:{type: "string"}}];
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
validate163.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate163.errors = vErrors;
return errors === 0;
}

const schema83 = {"properties":{"kind":{"enum":["cyber"],"type":"string"},"trustedAccess":{"type":["boolean","null"]}},"required":["kind"],"type":"object"};

function validate164(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.kind === undefined) && (missing0 = "kind")){
validate164.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.kind !== undefined){
let data0 = data.kind;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate164.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data0 === "cyber")){
validate164.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema83.properties.kind.enum}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.trustedAccess !== undefined){
let data1 = data.trustedAccess;
const _errs3 = errors;
if((typeof data1 !== "boolean") && (data1 !== null)){
validate164.errors = [{instancePath:instancePath+"/trustedAccess",schemaPath:"#/properties/trustedAccess/type",keyword:"type",params:{type: schema83.properties.trustedAccess.type}}];
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
validate164.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate164.errors = vErrors;
return errors === 0;
}


function validate162(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.kind;
if(typeof tag0 == "string"){
if(tag0 === "protection"){
if(!(validate163(data, instancePath))){
vErrors = vErrors === null ? validate163.errors : vErrors.concat(validate163.errors);
errors = vErrors.length;
}
}
else if(tag0 === "cyber"){
if(!(validate164(data, instancePath))){
vErrors = vErrors === null ? validate164.errors : vErrors.concat(validate164.errors);
errors = vErrors.length;
}
}
else {
validate162.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "kind", tagValue: tag0}}];
return false;
}
}
else {
validate162.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "kind", tagValue: tag0}}];
return false;
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


function validate161(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.mode === undefined) && (missing0 = "mode")) || ((data.reason === undefined) && (missing0 = "reason"))) || ((data.version === undefined) && (missing0 = "version"))){
validate161.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.mode !== undefined){
let data0 = data.mode;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate161.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data0 === "block")){
validate161.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/enum",keyword:"enum",params:{allowedValues: schema80.properties.mode.enum}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
const _errs3 = errors;
if(!(validate162(data.reason, instancePath+"/reason"))){
vErrors = vErrors === null ? validate162.errors : vErrors.concat(validate162.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
let data2 = data.version;
const _errs4 = errors;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
validate161.errors = [{instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(!(data2 === 1)){
validate161.errors = [{instancePath:instancePath+"/version",schemaPath:"#/properties/version/enum",keyword:"enum",params:{allowedValues: schema80.properties.version.enum}}];
return false;
}
if(errors === _errs4){
if(typeof data2 == "number"){
if(data2 < 0 || isNaN(data2)){
validate161.errors = [{instancePath:instancePath+"/version",schemaPath:"#/properties/version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
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
}
else {
validate161.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate161.errors = vErrors;
return errors === 0;
}


function validate150(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.mode;
if(typeof tag0 == "string"){
if(tag0 === "show"){
if(!(validate151(data, instancePath))){
vErrors = vErrors === null ? validate151.errors : vErrors.concat(validate151.errors);
errors = vErrors.length;
}
}
else if(tag0 === "hide"){
if(!(validate158(data, instancePath))){
vErrors = vErrors === null ? validate158.errors : vErrors.concat(validate158.errors);
errors = vErrors.length;
}
}
else if(tag0 === "block"){
if(!(validate161(data, instancePath))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
}
else {
validate150.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "mode", tagValue: tag0}}];
return false;
}
}
else {
validate150.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "mode", tagValue: tag0}}];
return false;
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


function validate149(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.moderated === undefined) && (missing0 = "moderated")){
validate149.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.display !== undefined){
let data0 = data.display;
const _errs1 = errors;
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data0 !== null){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs5 = errors;
if(!(validate150(data0, instancePath+"/display"))){
vErrors = vErrors === null ? validate150.errors : vErrors.concat(validate150.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/display",schemaPath:"#/properties/display/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate149.errors = vErrors;
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.moderated !== undefined){
const _errs6 = errors;
if(typeof data.moderated !== "boolean"){
validate149.errors = [{instancePath:instancePath+"/moderated",schemaPath:"#/properties/moderated/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
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

const schema84 = {"type":"string","enum":["commentary","partial_answer","final_answer"]};

function validate173(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate173.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data === "commentary") || (data === "partial_answer")) || (data === "final_answer"))){
validate173.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema84.enum}}];
return false;
}
validate173.errors = vErrors;
return errors === 0;
}

const schema85 = {"properties":{"options":{"items":{"type":"string"},"type":["array","null"]},"title":{"type":"string"}},"required":["title"],"type":"object"};

function validate175(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.title === undefined) && (missing0 = "title")){
validate175.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.options !== undefined){
let data0 = data.options;
const _errs1 = errors;
if((!(Array.isArray(data0))) && (data0 !== null)){
validate175.errors = [{instancePath:instancePath+"/options",schemaPath:"#/properties/options/type",keyword:"type",params:{type: schema85.properties.options.type}}];
return false;
}
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(typeof data0[i0] !== "string"){
validate175.errors = [{instancePath:instancePath+"/options/" + i0,schemaPath:"#/properties/options/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.title !== undefined){
const _errs5 = errors;
if(typeof data.title !== "string"){
validate175.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
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


function validate142(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.id === undefined) && (missing0 = "id")) || ((data.text === undefined) && (missing0 = "text"))) || ((data.type === undefined) && (missing0 = "type"))){
validate142.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.delivery !== undefined){
let data0 = data.delivery;
const _errs1 = errors;
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data0 !== null){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs5 = errors;
if(!(validate143(data0, instancePath+"/delivery"))){
vErrors = vErrors === null ? validate143.errors : vErrors.concat(validate143.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate142.errors = vErrors;
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs6 = errors;
if(typeof data.id !== "string"){
validate142.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.memoryCitation !== undefined){
let data2 = data.memoryCitation;
const _errs8 = errors;
const _errs9 = errors;
let valid2 = true;
const _errs10 = errors;
if(data2 !== null){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs10 === errors;
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
if(!_valid1){
const _errs12 = errors;
if(!(validate145(data2, instancePath+"/memoryCitation"))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var _valid1 = _errs12 === errors;
valid2 = _valid1;
}
if(!valid2){
const err3 = {instancePath:instancePath+"/memoryCitation",schemaPath:"#/properties/memoryCitation/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate142.errors = vErrors;
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.moderation !== undefined){
let data3 = data.moderation;
const _errs13 = errors;
const _errs14 = errors;
let valid3 = true;
const _errs15 = errors;
if(data3 !== null){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid2 = _errs15 === errors;
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
if(!_valid2){
const _errs17 = errors;
if(!(validate149(data3, instancePath+"/moderation"))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var _valid2 = _errs17 === errors;
valid3 = _valid2;
}
if(!valid3){
const err5 = {instancePath:instancePath+"/moderation",schemaPath:"#/properties/moderation/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate142.errors = vErrors;
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phase !== undefined){
let data4 = data.phase;
const _errs18 = errors;
const _errs19 = errors;
let valid4 = true;
const _errs20 = errors;
if(data4 !== null){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid3 = _errs20 === errors;
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
if(!_valid3){
const _errs22 = errors;
if(!(validate173(data4, instancePath+"/phase"))){
vErrors = vErrors === null ? validate173.errors : vErrors.concat(validate173.errors);
errors = vErrors.length;
}
var _valid3 = _errs22 === errors;
valid4 = _valid3;
}
if(!valid4){
const err7 = {instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate142.errors = vErrors;
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.questions !== undefined){
let data5 = data.questions;
const _errs23 = errors;
if((!(Array.isArray(data5))) && (data5 !== null)){
validate142.errors = [{instancePath:instancePath+"/questions",schemaPath:"#/properties/questions/type",keyword:"type",params:{type: schema68.properties.questions.type}}];
return false;
}
if(errors === _errs23){
if(Array.isArray(data5)){
var valid5 = true;
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
const _errs25 = errors;
if(!(validate175(data5[i0], instancePath+"/questions/" + i0))){
vErrors = vErrors === null ? validate175.errors : vErrors.concat(validate175.errors);
errors = vErrors.length;
}
var valid5 = _errs25 === errors;
if(!valid5){
break;
}
}
}
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.text !== undefined){
const _errs26 = errors;
if(typeof data.text !== "string"){
validate142.errors = [{instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data8 = data.type;
const _errs28 = errors;
if(typeof data8 !== "string"){
validate142.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data8 === "agentMessage")){
validate142.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema68.properties.type.enum}}];
return false;
}
var valid0 = _errs28 === errors;
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
validate142.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate142.errors = vErrors;
return errors === 0;
}

const schema86 = {"properties":{"id":{"type":"string"},"name":{"type":"string"},"namespace":{"type":["string","null"]},"output":{"$ref":"#/definitions/v2/FunctionCallOutputBody"},"type":{"enum":["functionCallOutput"],"type":"string"}},"required":["id","name","output","type"],"type":"object"};
const schema87 = {"anyOf":[{"type":"string"},{"items":{"$ref":"#/definitions/v2/FunctionCallOutputContentItem"},"type":"array"}]};
const schema88 = {"oneOf":[{"$ref":"#/definitions/mwhBranch264"},{"$ref":"#/definitions/mwhBranch265"},{"$ref":"#/definitions/mwhBranch266"},{"$ref":"#/definitions/mwhBranch267"}],"type":"object","discriminator":{"propertyName":"type"}};
const schema89 = {"properties":{"text":{"type":"string"},"type":{"enum":["input_text"],"type":"string"}},"required":["text","type"],"type":"object"};

function validate180(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.text === undefined) && (missing0 = "text")) || ((data.type === undefined) && (missing0 = "type"))){
validate180.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.text !== undefined){
const _errs1 = errors;
if(typeof data.text !== "string"){
validate180.errors = [{instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data1 = data.type;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate180.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data1 === "input_text")){
validate180.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema89.properties.type.enum}}];
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
validate180.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate180.errors = vErrors;
return errors === 0;
}

const schema90 = {"anyOf":[{"properties":{"image_url":{"type":"string"}},"required":["image_url"],"type":"object"},{"properties":{"file_id":{"type":"string"}},"required":["file_id"],"type":"object"}],"properties":{"detail":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ImageDetail"}},"type":{"enum":["input_image"],"type":"string"}},"required":["type"],"type":"object"};

function validate181(data, instancePath=""){
let vErrors = null;
let errors = 0;
const _errs1 = errors;
let valid0 = false;
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.image_url === undefined) && (missing0 = "image_url")){
const err0 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: missing0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.image_url !== undefined){
if(typeof data.image_url !== "string"){
const err1 = {instancePath:instancePath+"/image_url",schemaPath:"#/anyOf/0/properties/image_url/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs6 = errors;
if(errors === _errs6){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.file_id === undefined) && (missing1 = "file_id")){
const err3 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: missing1}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
if(data.file_id !== undefined){
if(typeof data.file_id !== "string"){
const err4 = {instancePath:instancePath+"/file_id",schemaPath:"#/anyOf/1/properties/file_id/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var _valid0 = _errs6 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err6 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
validate181.errors = vErrors;
return false;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.type === undefined) && (missing2 = "type")){
validate181.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
if(data.detail !== undefined){
let data2 = data.detail;
const _errs10 = errors;
const _errs11 = errors;
let valid4 = true;
const _errs12 = errors;
if(data2 !== null){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs12 === errors;
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
if(!_valid1){
const _errs14 = errors;
if(!(validate123(data2, instancePath+"/detail"))){
vErrors = vErrors === null ? validate123.errors : vErrors.concat(validate123.errors);
errors = vErrors.length;
}
var _valid1 = _errs14 === errors;
valid4 = _valid1;
}
if(!valid4){
const err8 = {instancePath:instancePath+"/detail",schemaPath:"#/properties/detail/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate181.errors = vErrors;
return false;
}
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.type !== undefined){
let data3 = data.type;
const _errs15 = errors;
if(typeof data3 !== "string"){
validate181.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data3 === "input_image")){
validate181.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema90.properties.type.enum}}];
return false;
}
var valid3 = _errs15 === errors;
}
else {
var valid3 = true;
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

const schema91 = {"anyOf":[{"properties":{"audio_url":{"type":"string"}},"required":["audio_url"],"type":"object"},{"properties":{"file_id":{"type":"string"}},"required":["file_id"],"type":"object"}],"properties":{"type":{"enum":["input_audio"],"type":"string"}},"required":["type"],"type":"object"};

function validate183(data, instancePath=""){
let vErrors = null;
let errors = 0;
const _errs1 = errors;
let valid0 = false;
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.audio_url === undefined) && (missing0 = "audio_url")){
const err0 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: missing0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.audio_url !== undefined){
if(typeof data.audio_url !== "string"){
const err1 = {instancePath:instancePath+"/audio_url",schemaPath:"#/anyOf/0/properties/audio_url/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs6 = errors;
if(errors === _errs6){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.file_id === undefined) && (missing1 = "file_id")){
const err3 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: missing1}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
if(data.file_id !== undefined){
if(typeof data.file_id !== "string"){
const err4 = {instancePath:instancePath+"/file_id",schemaPath:"#/anyOf/1/properties/file_id/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var _valid0 = _errs6 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err6 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
validate183.errors = vErrors;
return false;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.type === undefined) && (missing2 = "type")){
validate183.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
if(data.type !== undefined){
let data2 = data.type;
if(typeof data2 !== "string"){
validate183.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data2 === "input_audio")){
validate183.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema91.properties.type.enum}}];
return false;
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

const schema92 = {"properties":{"encrypted_content":{"type":"string"},"type":{"enum":["encrypted_content"],"type":"string"}},"required":["encrypted_content","type"],"type":"object"};

function validate184(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.encrypted_content === undefined) && (missing0 = "encrypted_content")) || ((data.type === undefined) && (missing0 = "type"))){
validate184.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.encrypted_content !== undefined){
const _errs1 = errors;
if(typeof data.encrypted_content !== "string"){
validate184.errors = [{instancePath:instancePath+"/encrypted_content",schemaPath:"#/properties/encrypted_content/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data1 = data.type;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate184.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data1 === "encrypted_content")){
validate184.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema92.properties.type.enum}}];
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
validate184.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate184.errors = vErrors;
return errors === 0;
}


function validate179(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "input_text"){
if(!(validate180(data, instancePath))){
vErrors = vErrors === null ? validate180.errors : vErrors.concat(validate180.errors);
errors = vErrors.length;
}
}
else if(tag0 === "input_image"){
if(!(validate181(data, instancePath))){
vErrors = vErrors === null ? validate181.errors : vErrors.concat(validate181.errors);
errors = vErrors.length;
}
}
else if(tag0 === "input_audio"){
if(!(validate183(data, instancePath))){
vErrors = vErrors === null ? validate183.errors : vErrors.concat(validate183.errors);
errors = vErrors.length;
}
}
else if(tag0 === "encrypted_content"){
if(!(validate184(data, instancePath))){
vErrors = vErrors === null ? validate184.errors : vErrors.concat(validate184.errors);
errors = vErrors.length;
}
}
else {
validate179.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate179.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
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


function validate178(data, instancePath=""){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data)){
var valid1 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs5 = errors;
if(!(validate179(data[i0], instancePath+"/" + i0))){
vErrors = vErrors === null ? validate179.errors : vErrors.concat(validate179.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
const err1 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err2 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate178.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate178.errors = vErrors;
return errors === 0;
}


function validate177(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.output === undefined) && (missing0 = "output"))) || ((data.type === undefined) && (missing0 = "type"))){
validate177.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(typeof data.id !== "string"){
validate177.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs3 = errors;
if(typeof data.name !== "string"){
validate177.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.namespace !== undefined){
let data2 = data.namespace;
const _errs5 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate177.errors = [{instancePath:instancePath+"/namespace",schemaPath:"#/properties/namespace/type",keyword:"type",params:{type: schema86.properties.namespace.type}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output !== undefined){
const _errs7 = errors;
if(!(validate178(data.output, instancePath+"/output"))){
vErrors = vErrors === null ? validate178.errors : vErrors.concat(validate178.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data4 = data.type;
const _errs8 = errors;
if(typeof data4 !== "string"){
validate177.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data4 === "functionCallOutput")){
validate177.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema86.properties.type.enum}}];
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
validate177.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate177.errors = vErrors;
return errors === 0;
}

const schema93 = {"properties":{"id":{"type":"string"},"text":{"type":"string"},"type":{"enum":["plan"],"type":"string"}},"required":["id","text","type"],"type":"object"};

function validate191(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.id === undefined) && (missing0 = "id")) || ((data.text === undefined) && (missing0 = "text"))) || ((data.type === undefined) && (missing0 = "type"))){
validate191.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(typeof data.id !== "string"){
validate191.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.text !== undefined){
const _errs3 = errors;
if(typeof data.text !== "string"){
validate191.errors = [{instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data2 = data.type;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate191.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data2 === "plan")){
validate191.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema93.properties.type.enum}}];
return false;
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
validate191.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate191.errors = vErrors;
return errors === 0;
}

const schema94 = {"properties":{"content":{"items":{"type":"string"},"type":"array"},"id":{"type":"string"},"summary":{"items":{"type":"string"},"type":"array"},"type":{"enum":["reasoning"],"type":"string"}},"required":["id","type"],"type":"object"};

function validate192(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.id === undefined) && (missing0 = "id")) || ((data.type === undefined) && (missing0 = "type"))){
validate192.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.content !== undefined){
let data0 = data.content;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(typeof data0[i0] !== "string"){
validate192.errors = [{instancePath:instancePath+"/content/" + i0,schemaPath:"#/properties/content/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate192.errors = [{instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs5 = errors;
if(typeof data.id !== "string"){
validate192.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.summary !== undefined){
let data3 = data.summary;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data3)){
var valid2 = true;
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
const _errs9 = errors;
if(typeof data3[i1] !== "string"){
validate192.errors = [{instancePath:instancePath+"/summary/" + i1,schemaPath:"#/properties/summary/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs9 === errors;
if(!valid2){
break;
}
}
}
else {
validate192.errors = [{instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data5 = data.type;
const _errs11 = errors;
if(typeof data5 !== "string"){
validate192.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data5 === "reasoning")){
validate192.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema94.properties.type.enum}}];
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
else {
validate192.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate192.errors = vErrors;
return errors === 0;
}

const schema95 = {"properties":{"aggregatedOutput":{"type":["string","null"]},"command":{"type":"string"},"commandActions":{"items":{"$ref":"#/definitions/v2/CommandAction"},"type":"array"},"cwd":{"allOf":[{"$ref":"#/definitions/v2/LegacyAppPathString"}]},"durationMs":{"format":"int64","type":["integer","null"]},"exitCode":{"format":"int32","type":["integer","null"]},"id":{"type":"string"},"pluginId":{"type":["string","null"]},"processId":{"type":["string","null"]},"scriptPath":{"type":["string","null"]},"source":{"allOf":[{"$ref":"#/definitions/v2/CommandExecutionSource"}]},"status":{"$ref":"#/definitions/v2/CommandExecutionStatus"},"type":{"enum":["commandExecution"],"type":"string"}},"required":["command","commandActions","cwd","id","status","type"],"type":"object"};
const schema96 = {"oneOf":[{"$ref":"#/definitions/mwhBranch229"},{"$ref":"#/definitions/mwhBranch230"},{"$ref":"#/definitions/mwhBranch231"},{"$ref":"#/definitions/mwhBranch232"}],"type":"object","discriminator":{"propertyName":"type"}};
const schema97 = {"properties":{"command":{"type":"string"},"name":{"type":"string"},"path":{"$ref":"#/definitions/v2/LegacyAppPathString"},"type":{"enum":["read"],"type":"string"}},"required":["command","name","path","type"],"type":"object"};

function validate195(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.command === undefined) && (missing0 = "command")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.path === undefined) && (missing0 = "path"))) || ((data.type === undefined) && (missing0 = "type"))){
validate195.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.command !== undefined){
const _errs1 = errors;
if(typeof data.command !== "string"){
validate195.errors = [{instancePath:instancePath+"/command",schemaPath:"#/properties/command/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs3 = errors;
if(typeof data.name !== "string"){
validate195.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.path !== undefined){
const _errs5 = errors;
if(!(validate54(data.path, instancePath+"/path"))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data3 = data.type;
const _errs6 = errors;
if(typeof data3 !== "string"){
validate195.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data3 === "read")){
validate195.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema97.properties.type.enum}}];
return false;
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
}
else {
validate195.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate195.errors = vErrors;
return errors === 0;
}

const schema98 = {"properties":{"command":{"type":"string"},"path":{"type":["string","null"]},"type":{"enum":["listFiles"],"type":"string"}},"required":["command","type"],"type":"object"};

function validate197(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.command === undefined) && (missing0 = "command")) || ((data.type === undefined) && (missing0 = "type"))){
validate197.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.command !== undefined){
const _errs1 = errors;
if(typeof data.command !== "string"){
validate197.errors = [{instancePath:instancePath+"/command",schemaPath:"#/properties/command/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.path !== undefined){
let data1 = data.path;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate197.errors = [{instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: schema98.properties.path.type}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data2 = data.type;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate197.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data2 === "listFiles")){
validate197.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema98.properties.type.enum}}];
return false;
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
validate197.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate197.errors = vErrors;
return errors === 0;
}

const schema99 = {"properties":{"command":{"type":"string"},"path":{"type":["string","null"]},"query":{"type":["string","null"]},"type":{"enum":["search"],"type":"string"}},"required":["command","type"],"type":"object"};

function validate198(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.command === undefined) && (missing0 = "command")) || ((data.type === undefined) && (missing0 = "type"))){
validate198.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.command !== undefined){
const _errs1 = errors;
if(typeof data.command !== "string"){
validate198.errors = [{instancePath:instancePath+"/command",schemaPath:"#/properties/command/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.path !== undefined){
let data1 = data.path;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate198.errors = [{instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: schema99.properties.path.type}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.query !== undefined){
let data2 = data.query;
const _errs5 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate198.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: schema99.properties.query.type}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data3 = data.type;
const _errs7 = errors;
if(typeof data3 !== "string"){
validate198.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data3 === "search")){
validate198.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema99.properties.type.enum}}];
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
validate198.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate198.errors = vErrors;
return errors === 0;
}

const schema100 = {"properties":{"command":{"type":"string"},"type":{"enum":["unknown"],"type":"string"}},"required":["command","type"],"type":"object"};

function validate199(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.command === undefined) && (missing0 = "command")) || ((data.type === undefined) && (missing0 = "type"))){
validate199.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.command !== undefined){
const _errs1 = errors;
if(typeof data.command !== "string"){
validate199.errors = [{instancePath:instancePath+"/command",schemaPath:"#/properties/command/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data1 = data.type;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate199.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data1 === "unknown")){
validate199.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema100.properties.type.enum}}];
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
validate199.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate199.errors = vErrors;
return errors === 0;
}


function validate194(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "read"){
if(!(validate195(data, instancePath))){
vErrors = vErrors === null ? validate195.errors : vErrors.concat(validate195.errors);
errors = vErrors.length;
}
}
else if(tag0 === "listFiles"){
if(!(validate197(data, instancePath))){
vErrors = vErrors === null ? validate197.errors : vErrors.concat(validate197.errors);
errors = vErrors.length;
}
}
else if(tag0 === "search"){
if(!(validate198(data, instancePath))){
vErrors = vErrors === null ? validate198.errors : vErrors.concat(validate198.errors);
errors = vErrors.length;
}
}
else if(tag0 === "unknown"){
if(!(validate199(data, instancePath))){
vErrors = vErrors === null ? validate199.errors : vErrors.concat(validate199.errors);
errors = vErrors.length;
}
}
else {
validate194.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate194.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate194.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate194.errors = vErrors;
return errors === 0;
}

const schema101 = {"enum":["agent","userShell","unifiedExecStartup","unifiedExecInteraction"],"type":"string"};

function validate206(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate206.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data === "agent") || (data === "userShell")) || (data === "unifiedExecStartup")) || (data === "unifiedExecInteraction"))){
validate206.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema101.enum}}];
return false;
}
validate206.errors = vErrors;
return errors === 0;
}

const schema102 = {"enum":["inProgress","completed","failed","declined"],"type":"string"};

function validate208(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate208.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data === "inProgress") || (data === "completed")) || (data === "failed")) || (data === "declined"))){
validate208.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema102.enum}}];
return false;
}
validate208.errors = vErrors;
return errors === 0;
}


function validate193(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.command === undefined) && (missing0 = "command")) || ((data.commandActions === undefined) && (missing0 = "commandActions"))) || ((data.cwd === undefined) && (missing0 = "cwd"))) || ((data.id === undefined) && (missing0 = "id"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.type === undefined) && (missing0 = "type"))){
validate193.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.aggregatedOutput !== undefined){
let data0 = data.aggregatedOutput;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate193.errors = [{instancePath:instancePath+"/aggregatedOutput",schemaPath:"#/properties/aggregatedOutput/type",keyword:"type",params:{type: schema95.properties.aggregatedOutput.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.command !== undefined){
const _errs3 = errors;
if(typeof data.command !== "string"){
validate193.errors = [{instancePath:instancePath+"/command",schemaPath:"#/properties/command/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.commandActions !== undefined){
let data2 = data.commandActions;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(!(validate194(data2[i0], instancePath+"/commandActions/" + i0))){
vErrors = vErrors === null ? validate194.errors : vErrors.concat(validate194.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate193.errors = [{instancePath:instancePath+"/commandActions",schemaPath:"#/properties/commandActions/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cwd !== undefined){
const _errs8 = errors;
if(!(validate54(data.cwd, instancePath+"/cwd"))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.durationMs !== undefined){
let data5 = data.durationMs;
const _errs10 = errors;
if((!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))) && (data5 !== null)){
validate193.errors = [{instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/type",keyword:"type",params:{type: schema95.properties.durationMs.type}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.exitCode !== undefined){
let data6 = data.exitCode;
const _errs12 = errors;
if((!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))) && (data6 !== null)){
validate193.errors = [{instancePath:instancePath+"/exitCode",schemaPath:"#/properties/exitCode/type",keyword:"type",params:{type: schema95.properties.exitCode.type}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs14 = errors;
if(typeof data.id !== "string"){
validate193.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pluginId !== undefined){
let data8 = data.pluginId;
const _errs16 = errors;
if((typeof data8 !== "string") && (data8 !== null)){
validate193.errors = [{instancePath:instancePath+"/pluginId",schemaPath:"#/properties/pluginId/type",keyword:"type",params:{type: schema95.properties.pluginId.type}}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.processId !== undefined){
let data9 = data.processId;
const _errs18 = errors;
if((typeof data9 !== "string") && (data9 !== null)){
validate193.errors = [{instancePath:instancePath+"/processId",schemaPath:"#/properties/processId/type",keyword:"type",params:{type: schema95.properties.processId.type}}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.scriptPath !== undefined){
let data10 = data.scriptPath;
const _errs20 = errors;
if((typeof data10 !== "string") && (data10 !== null)){
validate193.errors = [{instancePath:instancePath+"/scriptPath",schemaPath:"#/properties/scriptPath/type",keyword:"type",params:{type: schema95.properties.scriptPath.type}}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.source !== undefined){
const _errs22 = errors;
if(!(validate206(data.source, instancePath+"/source"))){
vErrors = vErrors === null ? validate206.errors : vErrors.concat(validate206.errors);
errors = vErrors.length;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs24 = errors;
if(!(validate208(data.status, instancePath+"/status"))){
vErrors = vErrors === null ? validate208.errors : vErrors.concat(validate208.errors);
errors = vErrors.length;
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data13 = data.type;
const _errs25 = errors;
if(typeof data13 !== "string"){
validate193.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data13 === "commandExecution")){
validate193.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema95.properties.type.enum}}];
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

const schema103 = {"properties":{"changes":{"items":{"$ref":"#/definitions/v2/FileUpdateChange"},"type":"array"},"id":{"type":"string"},"status":{"$ref":"#/definitions/v2/PatchApplyStatus"},"type":{"enum":["fileChange"],"type":"string"}},"required":["changes","id","status","type"],"type":"object"};
const schema104 = {"properties":{"diff":{"type":"string"},"kind":{"$ref":"#/definitions/v2/PatchChangeKind"},"path":{"type":"string"}},"required":["diff","kind","path"],"type":"object"};
const schema105 = {"oneOf":[{"$ref":"#/definitions/mwhBranch296"},{"$ref":"#/definitions/mwhBranch297"},{"$ref":"#/definitions/mwhBranch298"}],"type":"object","discriminator":{"propertyName":"type"}};
const schema106 = {"properties":{"type":{"enum":["add"],"type":"string"}},"required":["type"],"type":"object"};

function validate213(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate213.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
validate213.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data0 === "add")){
validate213.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema106.properties.type.enum}}];
return false;
}
}
}
}
else {
validate213.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate213.errors = vErrors;
return errors === 0;
}

const schema107 = {"properties":{"type":{"enum":["delete"],"type":"string"}},"required":["type"],"type":"object"};

function validate214(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate214.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
validate214.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data0 === "delete")){
validate214.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema107.properties.type.enum}}];
return false;
}
}
}
}
else {
validate214.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate214.errors = vErrors;
return errors === 0;
}

const schema108 = {"properties":{"move_path":{"type":["string","null"]},"type":{"enum":["update"],"type":"string"}},"required":["type"],"type":"object"};

function validate215(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate215.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.move_path !== undefined){
let data0 = data.move_path;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate215.errors = [{instancePath:instancePath+"/move_path",schemaPath:"#/properties/move_path/type",keyword:"type",params:{type: schema108.properties.move_path.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data1 = data.type;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate215.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data1 === "update")){
validate215.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema108.properties.type.enum}}];
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
validate215.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate215.errors = vErrors;
return errors === 0;
}


function validate212(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "add"){
if(!(validate213(data, instancePath))){
vErrors = vErrors === null ? validate213.errors : vErrors.concat(validate213.errors);
errors = vErrors.length;
}
}
else if(tag0 === "delete"){
if(!(validate214(data, instancePath))){
vErrors = vErrors === null ? validate214.errors : vErrors.concat(validate214.errors);
errors = vErrors.length;
}
}
else if(tag0 === "update"){
if(!(validate215(data, instancePath))){
vErrors = vErrors === null ? validate215.errors : vErrors.concat(validate215.errors);
errors = vErrors.length;
}
}
else {
validate212.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate212.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
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


function validate211(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.diff === undefined) && (missing0 = "diff")) || ((data.kind === undefined) && (missing0 = "kind"))) || ((data.path === undefined) && (missing0 = "path"))){
validate211.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.diff !== undefined){
const _errs1 = errors;
if(typeof data.diff !== "string"){
validate211.errors = [{instancePath:instancePath+"/diff",schemaPath:"#/properties/diff/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.kind !== undefined){
const _errs3 = errors;
if(!(validate212(data.kind, instancePath+"/kind"))){
vErrors = vErrors === null ? validate212.errors : vErrors.concat(validate212.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.path !== undefined){
const _errs4 = errors;
if(typeof data.path !== "string"){
validate211.errors = [{instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
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

const schema109 = {"enum":["inProgress","completed","failed","declined"],"type":"string"};

function validate221(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate221.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data === "inProgress") || (data === "completed")) || (data === "failed")) || (data === "declined"))){
validate221.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema109.enum}}];
return false;
}
validate221.errors = vErrors;
return errors === 0;
}


function validate210(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.changes === undefined) && (missing0 = "changes")) || ((data.id === undefined) && (missing0 = "id"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.type === undefined) && (missing0 = "type"))){
validate210.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.changes !== undefined){
let data0 = data.changes;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate211(data0[i0], instancePath+"/changes/" + i0))){
vErrors = vErrors === null ? validate211.errors : vErrors.concat(validate211.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate210.errors = [{instancePath:instancePath+"/changes",schemaPath:"#/properties/changes/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs4 = errors;
if(typeof data.id !== "string"){
validate210.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate221(data.status, instancePath+"/status"))){
vErrors = vErrors === null ? validate221.errors : vErrors.concat(validate221.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data4 = data.type;
const _errs7 = errors;
if(typeof data4 !== "string"){
validate210.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data4 === "fileChange")){
validate210.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema103.properties.type.enum}}];
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
validate210.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate210.errors = vErrors;
return errors === 0;
}

const schema110 = {"properties":{"appContext":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/McpToolCallAppContext"}},"arguments":true,"durationMs":{"format":"int64","type":["integer","null"]},"environmentId":{"type":["string","null"]},"error":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/McpToolCallError"}},"id":{"type":"string"},"mcpAppResourceUri":{"type":["string","null"]},"mcpAppUi":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/McpAppUi"}},"pluginId":{"type":["string","null"]},"readOnlyHint":{"type":["boolean","null"]},"result":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/McpToolCallResult"}},"server":{"type":"string"},"status":{"$ref":"#/definitions/v2/McpToolCallStatus"},"tool":{"type":"string"},"type":{"enum":["mcpToolCall"],"type":"string"}},"required":["arguments","id","server","status","tool","type"],"type":"object"};
const schema111 = {"properties":{"actionName":{"type":["string","null"]},"appName":{"type":["string","null"]},"connectorId":{"type":"string"},"linkId":{"type":["string","null"]},"resourceUri":{"type":["string","null"]}},"required":["connectorId"],"type":"object"};

function validate224(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.connectorId === undefined) && (missing0 = "connectorId")){
validate224.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.actionName !== undefined){
let data0 = data.actionName;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate224.errors = [{instancePath:instancePath+"/actionName",schemaPath:"#/properties/actionName/type",keyword:"type",params:{type: schema111.properties.actionName.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.appName !== undefined){
let data1 = data.appName;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate224.errors = [{instancePath:instancePath+"/appName",schemaPath:"#/properties/appName/type",keyword:"type",params:{type: schema111.properties.appName.type}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.connectorId !== undefined){
const _errs5 = errors;
if(typeof data.connectorId !== "string"){
validate224.errors = [{instancePath:instancePath+"/connectorId",schemaPath:"#/properties/connectorId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.linkId !== undefined){
let data3 = data.linkId;
const _errs7 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate224.errors = [{instancePath:instancePath+"/linkId",schemaPath:"#/properties/linkId/type",keyword:"type",params:{type: schema111.properties.linkId.type}}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resourceUri !== undefined){
let data4 = data.resourceUri;
const _errs9 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate224.errors = [{instancePath:instancePath+"/resourceUri",schemaPath:"#/properties/resourceUri/type",keyword:"type",params:{type: schema111.properties.resourceUri.type}}];
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
validate224.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate224.errors = vErrors;
return errors === 0;
}

const schema112 = {"properties":{"message":{"type":"string"}},"required":["message"],"type":"object"};

function validate226(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.message === undefined) && (missing0 = "message")){
validate226.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.message !== undefined){
if(typeof data.message !== "string"){
validate226.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
}
else {
validate226.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate226.errors = vErrors;
return errors === 0;
}

const schema113 = {"properties":{"preferredModelDisplayMode":{"$ref":"#/definitions/v2/McpAppDisplayMode"},"resourceUri":{"type":"string"}},"required":["preferredModelDisplayMode","resourceUri"],"type":"object"};
const schema114 = {"enum":["inline","fullscreen"],"type":"string"};

function validate229(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate229.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "inline") || (data === "fullscreen"))){
validate229.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema114.enum}}];
return false;
}
validate229.errors = vErrors;
return errors === 0;
}


function validate228(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.preferredModelDisplayMode === undefined) && (missing0 = "preferredModelDisplayMode")) || ((data.resourceUri === undefined) && (missing0 = "resourceUri"))){
validate228.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.preferredModelDisplayMode !== undefined){
const _errs1 = errors;
if(!(validate229(data.preferredModelDisplayMode, instancePath+"/preferredModelDisplayMode"))){
vErrors = vErrors === null ? validate229.errors : vErrors.concat(validate229.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resourceUri !== undefined){
const _errs2 = errors;
if(typeof data.resourceUri !== "string"){
validate228.errors = [{instancePath:instancePath+"/resourceUri",schemaPath:"#/properties/resourceUri/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate228.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate228.errors = vErrors;
return errors === 0;
}

const schema115 = {"properties":{"_meta":true,"content":{"items":true,"type":"array"},"structuredContent":true},"required":["content"],"type":"object"};

function validate232(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.content === undefined) && (missing0 = "content")){
validate232.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.content !== undefined){
const _errs1 = errors;
if(errors === _errs1){
if(!(Array.isArray(data.content))){
validate232.errors = [{instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
}
}
}
else {
validate232.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate232.errors = vErrors;
return errors === 0;
}

const schema116 = {"enum":["inProgress","completed","failed"],"type":"string"};

function validate234(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate234.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data === "inProgress") || (data === "completed")) || (data === "failed"))){
validate234.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema116.enum}}];
return false;
}
validate234.errors = vErrors;
return errors === 0;
}


function validate223(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.arguments === undefined) && (missing0 = "arguments")) || ((data.id === undefined) && (missing0 = "id"))) || ((data.server === undefined) && (missing0 = "server"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.tool === undefined) && (missing0 = "tool"))) || ((data.type === undefined) && (missing0 = "type"))){
validate223.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.appContext !== undefined){
let data0 = data.appContext;
const _errs1 = errors;
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data0 !== null){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs5 = errors;
if(!(validate224(data0, instancePath+"/appContext"))){
vErrors = vErrors === null ? validate224.errors : vErrors.concat(validate224.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/appContext",schemaPath:"#/properties/appContext/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate223.errors = vErrors;
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.durationMs !== undefined){
let data1 = data.durationMs;
const _errs6 = errors;
if((!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))) && (data1 !== null)){
validate223.errors = [{instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/type",keyword:"type",params:{type: schema110.properties.durationMs.type}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.environmentId !== undefined){
let data2 = data.environmentId;
const _errs8 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate223.errors = [{instancePath:instancePath+"/environmentId",schemaPath:"#/properties/environmentId/type",keyword:"type",params:{type: schema110.properties.environmentId.type}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.error !== undefined){
let data3 = data.error;
const _errs10 = errors;
const _errs11 = errors;
let valid2 = true;
const _errs12 = errors;
if(data3 !== null){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs12 === errors;
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
if(!_valid1){
const _errs14 = errors;
if(!(validate226(data3, instancePath+"/error"))){
vErrors = vErrors === null ? validate226.errors : vErrors.concat(validate226.errors);
errors = vErrors.length;
}
var _valid1 = _errs14 === errors;
valid2 = _valid1;
}
if(!valid2){
const err3 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate223.errors = vErrors;
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs15 = errors;
if(typeof data.id !== "string"){
validate223.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mcpAppResourceUri !== undefined){
let data5 = data.mcpAppResourceUri;
const _errs17 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate223.errors = [{instancePath:instancePath+"/mcpAppResourceUri",schemaPath:"#/properties/mcpAppResourceUri/type",keyword:"type",params:{type: schema110.properties.mcpAppResourceUri.type}}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mcpAppUi !== undefined){
let data6 = data.mcpAppUi;
const _errs19 = errors;
const _errs20 = errors;
let valid3 = true;
const _errs21 = errors;
if(data6 !== null){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid2 = _errs21 === errors;
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
if(!_valid2){
const _errs23 = errors;
if(!(validate228(data6, instancePath+"/mcpAppUi"))){
vErrors = vErrors === null ? validate228.errors : vErrors.concat(validate228.errors);
errors = vErrors.length;
}
var _valid2 = _errs23 === errors;
valid3 = _valid2;
}
if(!valid3){
const err5 = {instancePath:instancePath+"/mcpAppUi",schemaPath:"#/properties/mcpAppUi/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate223.errors = vErrors;
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pluginId !== undefined){
let data7 = data.pluginId;
const _errs24 = errors;
if((typeof data7 !== "string") && (data7 !== null)){
validate223.errors = [{instancePath:instancePath+"/pluginId",schemaPath:"#/properties/pluginId/type",keyword:"type",params:{type: schema110.properties.pluginId.type}}];
return false;
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.readOnlyHint !== undefined){
let data8 = data.readOnlyHint;
const _errs26 = errors;
if((typeof data8 !== "boolean") && (data8 !== null)){
validate223.errors = [{instancePath:instancePath+"/readOnlyHint",schemaPath:"#/properties/readOnlyHint/type",keyword:"type",params:{type: schema110.properties.readOnlyHint.type}}];
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.result !== undefined){
let data9 = data.result;
const _errs28 = errors;
const _errs29 = errors;
let valid4 = true;
const _errs30 = errors;
if(data9 !== null){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid3 = _errs30 === errors;
errors = _errs29;
if(vErrors !== null){
if(_errs29){
vErrors.length = _errs29;
}
else {
vErrors = null;
}
}
if(!_valid3){
const _errs32 = errors;
if(!(validate232(data9, instancePath+"/result"))){
vErrors = vErrors === null ? validate232.errors : vErrors.concat(validate232.errors);
errors = vErrors.length;
}
var _valid3 = _errs32 === errors;
valid4 = _valid3;
}
if(!valid4){
const err7 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate223.errors = vErrors;
return false;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.server !== undefined){
const _errs33 = errors;
if(typeof data.server !== "string"){
validate223.errors = [{instancePath:instancePath+"/server",schemaPath:"#/properties/server/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs35 = errors;
if(!(validate234(data.status, instancePath+"/status"))){
vErrors = vErrors === null ? validate234.errors : vErrors.concat(validate234.errors);
errors = vErrors.length;
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tool !== undefined){
const _errs36 = errors;
if(typeof data.tool !== "string"){
validate223.errors = [{instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data13 = data.type;
const _errs38 = errors;
if(typeof data13 !== "string"){
validate223.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data13 === "mcpToolCall")){
validate223.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema110.properties.type.enum}}];
return false;
}
var valid0 = _errs38 === errors;
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
else {
validate223.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate223.errors = vErrors;
return errors === 0;
}

const schema117 = {"properties":{"arguments":true,"contentItems":{"items":{"$ref":"#/definitions/v2/DynamicToolCallOutputContentItem"},"type":["array","null"]},"durationMs":{"format":"int64","type":["integer","null"]},"id":{"type":"string"},"namespace":{"type":["string","null"]},"status":{"$ref":"#/definitions/v2/DynamicToolCallStatus"},"success":{"type":["boolean","null"]},"tool":{"type":"string"},"type":{"enum":["dynamicToolCall"],"type":"string"}},"required":["arguments","id","status","tool","type"],"type":"object"};
const schema118 = {"oneOf":[{"$ref":"#/definitions/mwhBranch250"},{"$ref":"#/definitions/mwhBranch251"},{"$ref":"#/definitions/mwhBranch252"}],"type":"object","discriminator":{"propertyName":"type"}};
const schema119 = {"properties":{"text":{"type":"string"},"type":{"enum":["inputText"],"type":"string"}},"required":["text","type"],"type":"object"};

function validate238(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.text === undefined) && (missing0 = "text")) || ((data.type === undefined) && (missing0 = "type"))){
validate238.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.text !== undefined){
const _errs1 = errors;
if(typeof data.text !== "string"){
validate238.errors = [{instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data1 = data.type;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate238.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data1 === "inputText")){
validate238.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema119.properties.type.enum}}];
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
validate238.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate238.errors = vErrors;
return errors === 0;
}

const schema120 = {"properties":{"imageUrl":{"type":"string"},"type":{"enum":["inputImage"],"type":"string"}},"required":["imageUrl","type"],"type":"object"};

function validate239(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.imageUrl === undefined) && (missing0 = "imageUrl")) || ((data.type === undefined) && (missing0 = "type"))){
validate239.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.imageUrl !== undefined){
const _errs1 = errors;
if(typeof data.imageUrl !== "string"){
validate239.errors = [{instancePath:instancePath+"/imageUrl",schemaPath:"#/properties/imageUrl/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data1 = data.type;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate239.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data1 === "inputImage")){
validate239.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema120.properties.type.enum}}];
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
validate239.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate239.errors = vErrors;
return errors === 0;
}

const schema121 = {"properties":{"audioUrl":{"type":"string"},"type":{"enum":["inputAudio"],"type":"string"}},"required":["audioUrl","type"],"type":"object"};

function validate240(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.audioUrl === undefined) && (missing0 = "audioUrl")) || ((data.type === undefined) && (missing0 = "type"))){
validate240.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.audioUrl !== undefined){
const _errs1 = errors;
if(typeof data.audioUrl !== "string"){
validate240.errors = [{instancePath:instancePath+"/audioUrl",schemaPath:"#/properties/audioUrl/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data1 = data.type;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate240.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data1 === "inputAudio")){
validate240.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema121.properties.type.enum}}];
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
validate240.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate240.errors = vErrors;
return errors === 0;
}


function validate237(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "inputText"){
if(!(validate238(data, instancePath))){
vErrors = vErrors === null ? validate238.errors : vErrors.concat(validate238.errors);
errors = vErrors.length;
}
}
else if(tag0 === "inputImage"){
if(!(validate239(data, instancePath))){
vErrors = vErrors === null ? validate239.errors : vErrors.concat(validate239.errors);
errors = vErrors.length;
}
}
else if(tag0 === "inputAudio"){
if(!(validate240(data, instancePath))){
vErrors = vErrors === null ? validate240.errors : vErrors.concat(validate240.errors);
errors = vErrors.length;
}
}
else {
validate237.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate237.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate237.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate237.errors = vErrors;
return errors === 0;
}

const schema122 = {"enum":["inProgress","completed","failed"],"type":"string"};

function validate245(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate245.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data === "inProgress") || (data === "completed")) || (data === "failed"))){
validate245.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema122.enum}}];
return false;
}
validate245.errors = vErrors;
return errors === 0;
}


function validate236(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.arguments === undefined) && (missing0 = "arguments")) || ((data.id === undefined) && (missing0 = "id"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.tool === undefined) && (missing0 = "tool"))) || ((data.type === undefined) && (missing0 = "type"))){
validate236.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.contentItems !== undefined){
let data0 = data.contentItems;
const _errs1 = errors;
if((!(Array.isArray(data0))) && (data0 !== null)){
validate236.errors = [{instancePath:instancePath+"/contentItems",schemaPath:"#/properties/contentItems/type",keyword:"type",params:{type: schema117.properties.contentItems.type}}];
return false;
}
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate237(data0[i0], instancePath+"/contentItems/" + i0))){
vErrors = vErrors === null ? validate237.errors : vErrors.concat(validate237.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.durationMs !== undefined){
let data2 = data.durationMs;
const _errs4 = errors;
if((!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))) && (data2 !== null)){
validate236.errors = [{instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/type",keyword:"type",params:{type: schema117.properties.durationMs.type}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs6 = errors;
if(typeof data.id !== "string"){
validate236.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.namespace !== undefined){
let data4 = data.namespace;
const _errs8 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate236.errors = [{instancePath:instancePath+"/namespace",schemaPath:"#/properties/namespace/type",keyword:"type",params:{type: schema117.properties.namespace.type}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs10 = errors;
if(!(validate245(data.status, instancePath+"/status"))){
vErrors = vErrors === null ? validate245.errors : vErrors.concat(validate245.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.success !== undefined){
let data6 = data.success;
const _errs11 = errors;
if((typeof data6 !== "boolean") && (data6 !== null)){
validate236.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: schema117.properties.success.type}}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tool !== undefined){
const _errs13 = errors;
if(typeof data.tool !== "string"){
validate236.errors = [{instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data8 = data.type;
const _errs15 = errors;
if(typeof data8 !== "string"){
validate236.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data8 === "dynamicToolCall")){
validate236.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema117.properties.type.enum}}];
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
validate236.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate236.errors = vErrors;
return errors === 0;
}

const schema123 = {"properties":{"agentsStates":{"additionalProperties":{"$ref":"#/definitions/v2/CollabAgentState"},"type":"object"},"id":{"type":"string"},"model":{"type":["string","null"]},"prompt":{"type":["string","null"]},"reasoningEffort":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ReasoningEffort"}},"receiverThreadIds":{"items":{"type":"string"},"type":"array"},"senderThreadId":{"type":"string"},"status":{"allOf":[{"$ref":"#/definitions/v2/CollabAgentToolCallStatus"}]},"tool":{"allOf":[{"$ref":"#/definitions/v2/CollabAgentTool"}]},"type":{"enum":["collabAgentToolCall"],"type":"string"}},"required":["agentsStates","id","receiverThreadIds","senderThreadId","status","tool","type"],"type":"object"};
const schema124 = {"properties":{"message":{"type":["string","null"]},"status":{"$ref":"#/definitions/v2/CollabAgentStatus"}},"required":["status"],"type":"object"};
const schema125 = {"enum":["pendingInit","running","interrupted","completed","errored","shutdown","notFound"],"type":"string"};

function validate249(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate249.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((((((data === "pendingInit") || (data === "running")) || (data === "interrupted")) || (data === "completed")) || (data === "errored")) || (data === "shutdown")) || (data === "notFound"))){
validate249.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema125.enum}}];
return false;
}
validate249.errors = vErrors;
return errors === 0;
}


function validate248(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.status === undefined) && (missing0 = "status")){
validate248.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.message !== undefined){
let data0 = data.message;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate248.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: schema124.properties.message.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs3 = errors;
if(!(validate249(data.status, instancePath+"/status"))){
vErrors = vErrors === null ? validate249.errors : vErrors.concat(validate249.errors);
errors = vErrors.length;
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
validate248.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate248.errors = vErrors;
return errors === 0;
}

const schema126 = {"enum":["inProgress","completed","failed","interrupted"],"type":"string"};

function validate253(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate253.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data === "inProgress") || (data === "completed")) || (data === "failed")) || (data === "interrupted"))){
validate253.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema126.enum}}];
return false;
}
validate253.errors = vErrors;
return errors === 0;
}

const schema127 = {"enum":["spawnAgent","sendInput","resumeAgent","wait","closeAgent","sendMessage","followupTask","interruptAgent","listAgents"],"type":"string"};

function validate255(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate255.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((((((((data === "spawnAgent") || (data === "sendInput")) || (data === "resumeAgent")) || (data === "wait")) || (data === "closeAgent")) || (data === "sendMessage")) || (data === "followupTask")) || (data === "interruptAgent")) || (data === "listAgents"))){
validate255.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema127.enum}}];
return false;
}
validate255.errors = vErrors;
return errors === 0;
}


function validate247(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.agentsStates === undefined) && (missing0 = "agentsStates")) || ((data.id === undefined) && (missing0 = "id"))) || ((data.receiverThreadIds === undefined) && (missing0 = "receiverThreadIds"))) || ((data.senderThreadId === undefined) && (missing0 = "senderThreadId"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.tool === undefined) && (missing0 = "tool"))) || ((data.type === undefined) && (missing0 = "type"))){
validate247.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.agentsStates !== undefined){
let data0 = data.agentsStates;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key0 in data0){
const _errs4 = errors;
if(!(validate248(data0[key0], instancePath+"/agentsStates/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")))){
vErrors = vErrors === null ? validate248.errors : vErrors.concat(validate248.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate247.errors = [{instancePath:instancePath+"/agentsStates",schemaPath:"#/properties/agentsStates/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs5 = errors;
if(typeof data.id !== "string"){
validate247.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.model !== undefined){
let data3 = data.model;
const _errs7 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate247.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: schema123.properties.model.type}}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.prompt !== undefined){
let data4 = data.prompt;
const _errs9 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate247.errors = [{instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/type",keyword:"type",params:{type: schema123.properties.prompt.type}}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reasoningEffort !== undefined){
let data5 = data.reasoningEffort;
const _errs11 = errors;
const _errs12 = errors;
let valid2 = true;
const _errs13 = errors;
if(data5 !== null){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs13 === errors;
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs15 = errors;
if(!(validate56(data5, instancePath+"/reasoningEffort"))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var _valid0 = _errs15 === errors;
valid2 = _valid0;
}
if(!valid2){
const err1 = {instancePath:instancePath+"/reasoningEffort",schemaPath:"#/properties/reasoningEffort/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate247.errors = vErrors;
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.receiverThreadIds !== undefined){
let data6 = data.receiverThreadIds;
const _errs16 = errors;
if(errors === _errs16){
if(Array.isArray(data6)){
var valid3 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
const _errs18 = errors;
if(typeof data6[i0] !== "string"){
validate247.errors = [{instancePath:instancePath+"/receiverThreadIds/" + i0,schemaPath:"#/properties/receiverThreadIds/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid3 = _errs18 === errors;
if(!valid3){
break;
}
}
}
else {
validate247.errors = [{instancePath:instancePath+"/receiverThreadIds",schemaPath:"#/properties/receiverThreadIds/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.senderThreadId !== undefined){
const _errs20 = errors;
if(typeof data.senderThreadId !== "string"){
validate247.errors = [{instancePath:instancePath+"/senderThreadId",schemaPath:"#/properties/senderThreadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs22 = errors;
if(!(validate253(data.status, instancePath+"/status"))){
vErrors = vErrors === null ? validate253.errors : vErrors.concat(validate253.errors);
errors = vErrors.length;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tool !== undefined){
const _errs24 = errors;
if(!(validate255(data.tool, instancePath+"/tool"))){
vErrors = vErrors === null ? validate255.errors : vErrors.concat(validate255.errors);
errors = vErrors.length;
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data11 = data.type;
const _errs26 = errors;
if(typeof data11 !== "string"){
validate247.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data11 === "collabAgentToolCall")){
validate247.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema123.properties.type.enum}}];
return false;
}
var valid0 = _errs26 === errors;
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
validate247.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate247.errors = vErrors;
return errors === 0;
}

const schema128 = {"properties":{"agentPath":{"type":"string"},"agentThreadId":{"type":"string"},"id":{"type":"string"},"kind":{"$ref":"#/definitions/v2/SubAgentActivityKind"},"model":{"type":["string","null"]},"reasoningEffort":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ReasoningEffort"}},"type":{"enum":["subAgentActivity"],"type":"string"}},"required":["agentPath","agentThreadId","id","kind","type"],"type":"object"};
const schema129 = {"enum":["started","interacted","interrupted","completed"],"type":"string"};

function validate258(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate258.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data === "started") || (data === "interacted")) || (data === "interrupted")) || (data === "completed"))){
validate258.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema129.enum}}];
return false;
}
validate258.errors = vErrors;
return errors === 0;
}


function validate257(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.agentPath === undefined) && (missing0 = "agentPath")) || ((data.agentThreadId === undefined) && (missing0 = "agentThreadId"))) || ((data.id === undefined) && (missing0 = "id"))) || ((data.kind === undefined) && (missing0 = "kind"))) || ((data.type === undefined) && (missing0 = "type"))){
validate257.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.agentPath !== undefined){
const _errs1 = errors;
if(typeof data.agentPath !== "string"){
validate257.errors = [{instancePath:instancePath+"/agentPath",schemaPath:"#/properties/agentPath/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.agentThreadId !== undefined){
const _errs3 = errors;
if(typeof data.agentThreadId !== "string"){
validate257.errors = [{instancePath:instancePath+"/agentThreadId",schemaPath:"#/properties/agentThreadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs5 = errors;
if(typeof data.id !== "string"){
validate257.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.kind !== undefined){
const _errs7 = errors;
if(!(validate258(data.kind, instancePath+"/kind"))){
vErrors = vErrors === null ? validate258.errors : vErrors.concat(validate258.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.model !== undefined){
let data4 = data.model;
const _errs8 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate257.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: schema128.properties.model.type}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reasoningEffort !== undefined){
let data5 = data.reasoningEffort;
const _errs10 = errors;
const _errs11 = errors;
let valid1 = true;
const _errs12 = errors;
if(data5 !== null){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs12 === errors;
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs14 = errors;
if(!(validate56(data5, instancePath+"/reasoningEffort"))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var _valid0 = _errs14 === errors;
valid1 = _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/reasoningEffort",schemaPath:"#/properties/reasoningEffort/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate257.errors = vErrors;
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data6 = data.type;
const _errs15 = errors;
if(typeof data6 !== "string"){
validate257.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data6 === "subAgentActivity")){
validate257.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema128.properties.type.enum}}];
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
validate257.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate257.errors = vErrors;
return errors === 0;
}

const schema130 = {"properties":{"action":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/WebSearchAction"}},"id":{"type":"string"},"query":{"type":"string"},"results":{"items":true,"type":["array","null"]},"type":{"enum":["webSearch"],"type":"string"}},"required":["id","query","type"],"type":"object"};
const schema131 = {"oneOf":[{"$ref":"#/definitions/mwhBranch399"},{"$ref":"#/definitions/mwhBranch400"},{"$ref":"#/definitions/mwhBranch401"},{"$ref":"#/definitions/mwhBranch402"}],"type":"object","discriminator":{"propertyName":"type"}};
const schema132 = {"properties":{"queries":{"items":{"type":"string"},"type":["array","null"]},"query":{"type":["string","null"]},"type":{"enum":["search"],"type":"string"}},"required":["type"],"type":"object"};

function validate263(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate263.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.queries !== undefined){
let data0 = data.queries;
const _errs1 = errors;
if((!(Array.isArray(data0))) && (data0 !== null)){
validate263.errors = [{instancePath:instancePath+"/queries",schemaPath:"#/properties/queries/type",keyword:"type",params:{type: schema132.properties.queries.type}}];
return false;
}
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(typeof data0[i0] !== "string"){
validate263.errors = [{instancePath:instancePath+"/queries/" + i0,schemaPath:"#/properties/queries/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.query !== undefined){
let data2 = data.query;
const _errs5 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate263.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: schema132.properties.query.type}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data3 = data.type;
const _errs7 = errors;
if(typeof data3 !== "string"){
validate263.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data3 === "search")){
validate263.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema132.properties.type.enum}}];
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
else {
validate263.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate263.errors = vErrors;
return errors === 0;
}

const schema133 = {"properties":{"type":{"enum":["openPage"],"type":"string"},"url":{"type":["string","null"]}},"required":["type"],"type":"object"};

function validate264(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate264.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate264.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data0 === "openPage")){
validate264.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema133.properties.type.enum}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.url !== undefined){
let data1 = data.url;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate264.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: schema133.properties.url.type}}];
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
validate264.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate264.errors = vErrors;
return errors === 0;
}

const schema134 = {"properties":{"pattern":{"type":["string","null"]},"type":{"enum":["findInPage"],"type":"string"},"url":{"type":["string","null"]}},"required":["type"],"type":"object"};

function validate265(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate265.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.pattern !== undefined){
let data0 = data.pattern;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate265.errors = [{instancePath:instancePath+"/pattern",schemaPath:"#/properties/pattern/type",keyword:"type",params:{type: schema134.properties.pattern.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data1 = data.type;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate265.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data1 === "findInPage")){
validate265.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema134.properties.type.enum}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.url !== undefined){
let data2 = data.url;
const _errs5 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate265.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: schema134.properties.url.type}}];
return false;
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
validate265.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate265.errors = vErrors;
return errors === 0;
}

const schema135 = {"properties":{"type":{"enum":["other"],"type":"string"}},"required":["type"],"type":"object"};

function validate266(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate266.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
validate266.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data0 === "other")){
validate266.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema135.properties.type.enum}}];
return false;
}
}
}
}
else {
validate266.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate266.errors = vErrors;
return errors === 0;
}


function validate262(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "search"){
if(!(validate263(data, instancePath))){
vErrors = vErrors === null ? validate263.errors : vErrors.concat(validate263.errors);
errors = vErrors.length;
}
}
else if(tag0 === "openPage"){
if(!(validate264(data, instancePath))){
vErrors = vErrors === null ? validate264.errors : vErrors.concat(validate264.errors);
errors = vErrors.length;
}
}
else if(tag0 === "findInPage"){
if(!(validate265(data, instancePath))){
vErrors = vErrors === null ? validate265.errors : vErrors.concat(validate265.errors);
errors = vErrors.length;
}
}
else if(tag0 === "other"){
if(!(validate266(data, instancePath))){
vErrors = vErrors === null ? validate266.errors : vErrors.concat(validate266.errors);
errors = vErrors.length;
}
}
else {
validate262.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate262.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate262.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate262.errors = vErrors;
return errors === 0;
}


function validate261(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.id === undefined) && (missing0 = "id")) || ((data.query === undefined) && (missing0 = "query"))) || ((data.type === undefined) && (missing0 = "type"))){
validate261.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.action !== undefined){
let data0 = data.action;
const _errs1 = errors;
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data0 !== null){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs5 = errors;
if(!(validate262(data0, instancePath+"/action"))){
vErrors = vErrors === null ? validate262.errors : vErrors.concat(validate262.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate261.errors = vErrors;
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs6 = errors;
if(typeof data.id !== "string"){
validate261.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.query !== undefined){
const _errs8 = errors;
if(typeof data.query !== "string"){
validate261.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.results !== undefined){
let data3 = data.results;
const _errs10 = errors;
if((!(Array.isArray(data3))) && (data3 !== null)){
validate261.errors = [{instancePath:instancePath+"/results",schemaPath:"#/properties/results/type",keyword:"type",params:{type: schema130.properties.results.type}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data4 = data.type;
const _errs12 = errors;
if(typeof data4 !== "string"){
validate261.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data4 === "webSearch")){
validate261.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema130.properties.type.enum}}];
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
else {
validate261.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate261.errors = vErrors;
return errors === 0;
}

const schema136 = {"properties":{"id":{"type":"string"},"path":{"$ref":"#/definitions/v2/LegacyAppPathString"},"type":{"enum":["imageView"],"type":"string"}},"required":["id","path","type"],"type":"object"};

function validate272(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.id === undefined) && (missing0 = "id")) || ((data.path === undefined) && (missing0 = "path"))) || ((data.type === undefined) && (missing0 = "type"))){
validate272.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(typeof data.id !== "string"){
validate272.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.path !== undefined){
const _errs3 = errors;
if(!(validate54(data.path, instancePath+"/path"))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data2 = data.type;
const _errs4 = errors;
if(typeof data2 !== "string"){
validate272.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data2 === "imageView")){
validate272.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema136.properties.type.enum}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate272.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate272.errors = vErrors;
return errors === 0;
}

const schema137 = {"properties":{"durationMs":{"format":"uint64","minimum":0,"type":"integer"},"id":{"type":"string"},"type":{"enum":["sleep"],"type":"string"}},"required":["durationMs","id","type"],"type":"object"};

function validate274(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.durationMs === undefined) && (missing0 = "durationMs")) || ((data.id === undefined) && (missing0 = "id"))) || ((data.type === undefined) && (missing0 = "type"))){
validate274.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.durationMs !== undefined){
let data0 = data.durationMs;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate274.errors = [{instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs1){
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
validate274.errors = [{instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs3 = errors;
if(typeof data.id !== "string"){
validate274.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data2 = data.type;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate274.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data2 === "sleep")){
validate274.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema137.properties.type.enum}}];
return false;
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
validate274.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate274.errors = vErrors;
return errors === 0;
}

const schema138 = {"anyOf":[{"properties":{"fileId":{"type":"string"}},"required":["fileId"],"type":"object"},{"properties":{"result":{"type":"string"}},"required":["result"],"type":"object"}],"properties":{"failure":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ImageGenerationFailure"}},"generationId":{"type":["string","null"]},"id":{"type":"string"},"inputImages":{"items":{"$ref":"#/definitions/v2/ImageGenerationInputImage"},"type":"array"},"revisedPrompt":{"type":["string","null"]},"savedPath":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/AbsolutePathBuf"}},"status":{"type":"string"},"transparentBackground":{"type":["boolean","null"]},"type":{"enum":["imageGeneration"],"type":"string"}},"required":["id","status","type"],"type":"object"};
const schema139 = {"oneOf":[{"properties":{"limitId":{"type":"string"},"resetsAt":{"format":"int64","type":["integer","null"]},"type":{"enum":["usageLimitExceeded"],"type":"string"}},"required":["limitId","type"],"type":"object"}]};

function validate276(data, instancePath=""){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.limitId === undefined) && (missing0 = "limitId")) || ((data.type === undefined) && (missing0 = "type"))){
const err0 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: missing0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.limitId !== undefined){
const _errs3 = errors;
if(typeof data.limitId !== "string"){
const err1 = {instancePath:instancePath+"/limitId",schemaPath:"#/oneOf/0/properties/limitId/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.resetsAt !== undefined){
let data1 = data.resetsAt;
const _errs5 = errors;
if((!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))) && (data1 !== null)){
const err2 = {instancePath:instancePath+"/resetsAt",schemaPath:"#/oneOf/0/properties/resetsAt/type",keyword:"type",params:{type: schema139.oneOf[0].properties.resetsAt.type}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.type !== undefined){
let data2 = data.type;
const _errs7 = errors;
if(typeof data2 !== "string"){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(data2 === "usageLimitExceeded")){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/enum",keyword:"enum",params:{allowedValues: schema139.oneOf[0].properties.type.enum}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
if(!valid0){
const err6 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
validate276.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate276.errors = vErrors;
return errors === 0;
}

const schema140 = {"properties":{"path":{"$ref":"#/definitions/v2/AbsolutePathBuf"},"sha256":{"type":"string"}},"required":["path","sha256"],"type":"object"};

function validate278(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.path === undefined) && (missing0 = "path")) || ((data.sha256 === undefined) && (missing0 = "sha256"))){
validate278.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.path !== undefined){
const _errs1 = errors;
if(!(validate31(data.path, instancePath+"/path"))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sha256 !== undefined){
const _errs2 = errors;
if(typeof data.sha256 !== "string"){
validate278.errors = [{instancePath:instancePath+"/sha256",schemaPath:"#/properties/sha256/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate278.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate278.errors = vErrors;
return errors === 0;
}


function validate275(data, instancePath=""){
let vErrors = null;
let errors = 0;
const _errs1 = errors;
let valid0 = false;
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.fileId === undefined) && (missing0 = "fileId")){
const err0 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: missing0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.fileId !== undefined){
if(typeof data.fileId !== "string"){
const err1 = {instancePath:instancePath+"/fileId",schemaPath:"#/anyOf/0/properties/fileId/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs6 = errors;
if(errors === _errs6){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.result === undefined) && (missing1 = "result")){
const err3 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: missing1}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
if(data.result !== undefined){
if(typeof data.result !== "string"){
const err4 = {instancePath:instancePath+"/result",schemaPath:"#/anyOf/1/properties/result/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var _valid0 = _errs6 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err6 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
validate275.errors = vErrors;
return false;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((((data.id === undefined) && (missing2 = "id")) || ((data.status === undefined) && (missing2 = "status"))) || ((data.type === undefined) && (missing2 = "type"))){
validate275.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
if(data.failure !== undefined){
let data2 = data.failure;
const _errs10 = errors;
const _errs11 = errors;
let valid4 = true;
const _errs12 = errors;
if(data2 !== null){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs12 === errors;
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
if(!_valid1){
const _errs14 = errors;
if(!(validate276(data2, instancePath+"/failure"))){
vErrors = vErrors === null ? validate276.errors : vErrors.concat(validate276.errors);
errors = vErrors.length;
}
var _valid1 = _errs14 === errors;
valid4 = _valid1;
}
if(!valid4){
const err8 = {instancePath:instancePath+"/failure",schemaPath:"#/properties/failure/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate275.errors = vErrors;
return false;
}
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.generationId !== undefined){
let data3 = data.generationId;
const _errs15 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate275.errors = [{instancePath:instancePath+"/generationId",schemaPath:"#/properties/generationId/type",keyword:"type",params:{type: schema138.properties.generationId.type}}];
return false;
}
var valid3 = _errs15 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.id !== undefined){
const _errs17 = errors;
if(typeof data.id !== "string"){
validate275.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid3 = _errs17 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.inputImages !== undefined){
let data5 = data.inputImages;
const _errs19 = errors;
if(errors === _errs19){
if(Array.isArray(data5)){
var valid5 = true;
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
const _errs21 = errors;
if(!(validate278(data5[i0], instancePath+"/inputImages/" + i0))){
vErrors = vErrors === null ? validate278.errors : vErrors.concat(validate278.errors);
errors = vErrors.length;
}
var valid5 = _errs21 === errors;
if(!valid5){
break;
}
}
}
else {
validate275.errors = [{instancePath:instancePath+"/inputImages",schemaPath:"#/properties/inputImages/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid3 = _errs19 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.revisedPrompt !== undefined){
let data7 = data.revisedPrompt;
const _errs22 = errors;
if((typeof data7 !== "string") && (data7 !== null)){
validate275.errors = [{instancePath:instancePath+"/revisedPrompt",schemaPath:"#/properties/revisedPrompt/type",keyword:"type",params:{type: schema138.properties.revisedPrompt.type}}];
return false;
}
var valid3 = _errs22 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.savedPath !== undefined){
let data8 = data.savedPath;
const _errs24 = errors;
const _errs25 = errors;
let valid6 = true;
const _errs26 = errors;
if(data8 !== null){
const err9 = {};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid2 = _errs26 === errors;
errors = _errs25;
if(vErrors !== null){
if(_errs25){
vErrors.length = _errs25;
}
else {
vErrors = null;
}
}
if(!_valid2){
const _errs28 = errors;
if(!(validate31(data8, instancePath+"/savedPath"))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
var _valid2 = _errs28 === errors;
valid6 = _valid2;
}
if(!valid6){
const err10 = {instancePath:instancePath+"/savedPath",schemaPath:"#/properties/savedPath/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
validate275.errors = vErrors;
return false;
}
var valid3 = _errs24 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.status !== undefined){
const _errs29 = errors;
if(typeof data.status !== "string"){
validate275.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid3 = _errs29 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.transparentBackground !== undefined){
let data10 = data.transparentBackground;
const _errs31 = errors;
if((typeof data10 !== "boolean") && (data10 !== null)){
validate275.errors = [{instancePath:instancePath+"/transparentBackground",schemaPath:"#/properties/transparentBackground/type",keyword:"type",params:{type: schema138.properties.transparentBackground.type}}];
return false;
}
var valid3 = _errs31 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.type !== undefined){
let data11 = data.type;
const _errs33 = errors;
if(typeof data11 !== "string"){
validate275.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data11 === "imageGeneration")){
validate275.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema138.properties.type.enum}}];
return false;
}
var valid3 = _errs33 === errors;
}
else {
var valid3 = true;
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
validate275.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate275.errors = vErrors;
return errors === 0;
}

const schema141 = {"properties":{"id":{"type":"string"},"review":{"type":"string"},"type":{"enum":["enteredReviewMode"],"type":"string"}},"required":["id","review","type"],"type":"object"};

function validate282(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.id === undefined) && (missing0 = "id")) || ((data.review === undefined) && (missing0 = "review"))) || ((data.type === undefined) && (missing0 = "type"))){
validate282.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(typeof data.id !== "string"){
validate282.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.review !== undefined){
const _errs3 = errors;
if(typeof data.review !== "string"){
validate282.errors = [{instancePath:instancePath+"/review",schemaPath:"#/properties/review/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data2 = data.type;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate282.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data2 === "enteredReviewMode")){
validate282.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema141.properties.type.enum}}];
return false;
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
validate282.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate282.errors = vErrors;
return errors === 0;
}

const schema142 = {"properties":{"id":{"type":"string"},"review":{"type":"string"},"type":{"enum":["exitedReviewMode"],"type":"string"}},"required":["id","review","type"],"type":"object"};

function validate283(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.id === undefined) && (missing0 = "id")) || ((data.review === undefined) && (missing0 = "review"))) || ((data.type === undefined) && (missing0 = "type"))){
validate283.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(typeof data.id !== "string"){
validate283.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.review !== undefined){
const _errs3 = errors;
if(typeof data.review !== "string"){
validate283.errors = [{instancePath:instancePath+"/review",schemaPath:"#/properties/review/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data2 = data.type;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate283.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data2 === "exitedReviewMode")){
validate283.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema142.properties.type.enum}}];
return false;
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
validate283.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate283.errors = vErrors;
return errors === 0;
}

const schema143 = {"properties":{"id":{"type":"string"},"type":{"enum":["contextCompaction"],"type":"string"}},"required":["id","type"],"type":"object"};

function validate284(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.id === undefined) && (missing0 = "id")) || ((data.type === undefined) && (missing0 = "type"))){
validate284.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(typeof data.id !== "string"){
validate284.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data1 = data.type;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate284.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data1 === "contextCompaction")){
validate284.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema143.properties.type.enum}}];
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
validate284.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate284.errors = vErrors;
return errors === 0;
}


function validate114(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.completedAtMs !== undefined){
let data0 = data.completedAtMs;
const _errs2 = errors;
if((!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))) && (data0 !== null)){
validate114.errors = [{instancePath:instancePath+"/completedAtMs",schemaPath:"#/properties/completedAtMs/type",keyword:"type",params:{type: schema53.properties.completedAtMs.type}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.startedAtMs !== undefined){
let data1 = data.startedAtMs;
const _errs4 = errors;
if((!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))) && (data1 !== null)){
validate114.errors = [{instancePath:instancePath+"/startedAtMs",schemaPath:"#/properties/startedAtMs/type",keyword:"type",params:{type: schema53.properties.startedAtMs.type}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "userMessage"){
if(!(validate115(data, instancePath))){
vErrors = vErrors === null ? validate115.errors : vErrors.concat(validate115.errors);
errors = vErrors.length;
}
}
else if(tag0 === "hookPrompt"){
if(!(validate139(data, instancePath))){
vErrors = vErrors === null ? validate139.errors : vErrors.concat(validate139.errors);
errors = vErrors.length;
}
}
else if(tag0 === "agentMessage"){
if(!(validate142(data, instancePath))){
vErrors = vErrors === null ? validate142.errors : vErrors.concat(validate142.errors);
errors = vErrors.length;
}
}
else if(tag0 === "functionCallOutput"){
if(!(validate177(data, instancePath))){
vErrors = vErrors === null ? validate177.errors : vErrors.concat(validate177.errors);
errors = vErrors.length;
}
}
else if(tag0 === "plan"){
if(!(validate191(data, instancePath))){
vErrors = vErrors === null ? validate191.errors : vErrors.concat(validate191.errors);
errors = vErrors.length;
}
}
else if(tag0 === "reasoning"){
if(!(validate192(data, instancePath))){
vErrors = vErrors === null ? validate192.errors : vErrors.concat(validate192.errors);
errors = vErrors.length;
}
}
else if(tag0 === "commandExecution"){
if(!(validate193(data, instancePath))){
vErrors = vErrors === null ? validate193.errors : vErrors.concat(validate193.errors);
errors = vErrors.length;
}
}
else if(tag0 === "fileChange"){
if(!(validate210(data, instancePath))){
vErrors = vErrors === null ? validate210.errors : vErrors.concat(validate210.errors);
errors = vErrors.length;
}
}
else if(tag0 === "mcpToolCall"){
if(!(validate223(data, instancePath))){
vErrors = vErrors === null ? validate223.errors : vErrors.concat(validate223.errors);
errors = vErrors.length;
}
}
else if(tag0 === "dynamicToolCall"){
if(!(validate236(data, instancePath))){
vErrors = vErrors === null ? validate236.errors : vErrors.concat(validate236.errors);
errors = vErrors.length;
}
}
else if(tag0 === "collabAgentToolCall"){
if(!(validate247(data, instancePath))){
vErrors = vErrors === null ? validate247.errors : vErrors.concat(validate247.errors);
errors = vErrors.length;
}
}
else if(tag0 === "subAgentActivity"){
if(!(validate257(data, instancePath))){
vErrors = vErrors === null ? validate257.errors : vErrors.concat(validate257.errors);
errors = vErrors.length;
}
}
else if(tag0 === "webSearch"){
if(!(validate261(data, instancePath))){
vErrors = vErrors === null ? validate261.errors : vErrors.concat(validate261.errors);
errors = vErrors.length;
}
}
else if(tag0 === "imageView"){
if(!(validate272(data, instancePath))){
vErrors = vErrors === null ? validate272.errors : vErrors.concat(validate272.errors);
errors = vErrors.length;
}
}
else if(tag0 === "sleep"){
if(!(validate274(data, instancePath))){
vErrors = vErrors === null ? validate274.errors : vErrors.concat(validate274.errors);
errors = vErrors.length;
}
}
else if(tag0 === "imageGeneration"){
if(!(validate275(data, instancePath))){
vErrors = vErrors === null ? validate275.errors : vErrors.concat(validate275.errors);
errors = vErrors.length;
}
}
else if(tag0 === "enteredReviewMode"){
if(!(validate282(data, instancePath))){
vErrors = vErrors === null ? validate282.errors : vErrors.concat(validate282.errors);
errors = vErrors.length;
}
}
else if(tag0 === "exitedReviewMode"){
if(!(validate283(data, instancePath))){
vErrors = vErrors === null ? validate283.errors : vErrors.concat(validate283.errors);
errors = vErrors.length;
}
}
else if(tag0 === "contextCompaction"){
if(!(validate284(data, instancePath))){
vErrors = vErrors === null ? validate284.errors : vErrors.concat(validate284.errors);
errors = vErrors.length;
}
}
else {
validate114.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate114.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
}
}
}
}
else {
validate114.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate114.errors = vErrors;
return errors === 0;
}

const schema144 = {"type":"string","enum":["notLoaded","summary","full"]};

function validate305(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate305.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data === "notLoaded") || (data === "summary")) || (data === "full"))){
validate305.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema144.enum}}];
return false;
}
validate305.errors = vErrors;
return errors === 0;
}

const schema145 = {"enum":["completed","interrupted","failed","inProgress"],"type":"string"};

function validate307(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate307.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data === "completed") || (data === "interrupted")) || (data === "failed")) || (data === "inProgress"))){
validate307.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema145.enum}}];
return false;
}
validate307.errors = vErrors;
return errors === 0;
}


function validate103(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.id === undefined) && (missing0 = "id")) || ((data.items === undefined) && (missing0 = "items"))) || ((data.status === undefined) && (missing0 = "status"))){
validate103.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.completedAt !== undefined){
let data0 = data.completedAt;
const _errs1 = errors;
if((!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))) && (data0 !== null)){
validate103.errors = [{instancePath:instancePath+"/completedAt",schemaPath:"#/properties/completedAt/type",keyword:"type",params:{type: schema47.properties.completedAt.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.durationMs !== undefined){
let data1 = data.durationMs;
const _errs3 = errors;
if((!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))) && (data1 !== null)){
validate103.errors = [{instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/type",keyword:"type",params:{type: schema47.properties.durationMs.type}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.error !== undefined){
let data2 = data.error;
const _errs5 = errors;
const _errs6 = errors;
let valid1 = true;
const _errs7 = errors;
if(data2 !== null){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs7 === errors;
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs9 = errors;
if(!(validate104(data2, instancePath+"/error"))){
vErrors = vErrors === null ? validate104.errors : vErrors.concat(validate104.errors);
errors = vErrors.length;
}
var _valid0 = _errs9 === errors;
valid1 = _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate103.errors = vErrors;
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs10 = errors;
if(typeof data.id !== "string"){
validate103.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.items !== undefined){
let data4 = data.items;
const _errs12 = errors;
if(errors === _errs12){
if(Array.isArray(data4)){
var valid2 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs14 = errors;
if(!(validate114(data4[i0], instancePath+"/items/" + i0))){
vErrors = vErrors === null ? validate114.errors : vErrors.concat(validate114.errors);
errors = vErrors.length;
}
var valid2 = _errs14 === errors;
if(!valid2){
break;
}
}
}
else {
validate103.errors = [{instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.itemsView !== undefined){
const _errs15 = errors;
if(!(validate305(data.itemsView, instancePath+"/itemsView"))){
vErrors = vErrors === null ? validate305.errors : vErrors.concat(validate305.errors);
errors = vErrors.length;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.rootTurnId !== undefined){
let data7 = data.rootTurnId;
const _errs17 = errors;
if((typeof data7 !== "string") && (data7 !== null)){
validate103.errors = [{instancePath:instancePath+"/rootTurnId",schemaPath:"#/properties/rootTurnId/type",keyword:"type",params:{type: schema47.properties.rootTurnId.type}}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.startedAt !== undefined){
let data8 = data.startedAt;
const _errs19 = errors;
if((!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))) && (data8 !== null)){
validate103.errors = [{instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/type",keyword:"type",params:{type: schema47.properties.startedAt.type}}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs21 = errors;
if(!(validate307(data.status, instancePath+"/status"))){
vErrors = vErrors === null ? validate307.errors : vErrors.concat(validate307.errors);
errors = vErrors.length;
}
var valid0 = _errs21 === errors;
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
validate103.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate103.errors = vErrors;
return errors === 0;
}


function validate71(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((((((data.cliVersion === undefined) && (missing0 = "cliVersion")) || ((data.createdAt === undefined) && (missing0 = "createdAt"))) || ((data.cwd === undefined) && (missing0 = "cwd"))) || ((data.ephemeral === undefined) && (missing0 = "ephemeral"))) || ((data.id === undefined) && (missing0 = "id"))) || ((data.modelProvider === undefined) && (missing0 = "modelProvider"))) || ((data.preview === undefined) && (missing0 = "preview"))) || ((data.projectId === undefined) && (missing0 = "projectId"))) || ((data.sessionId === undefined) && (missing0 = "sessionId"))) || ((data.source === undefined) && (missing0 = "source"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.turns === undefined) && (missing0 = "turns"))) || ((data.updatedAt === undefined) && (missing0 = "updatedAt"))){
validate71.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.agentNickname !== undefined){
let data0 = data.agentNickname;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate71.errors = [{instancePath:instancePath+"/agentNickname",schemaPath:"#/properties/agentNickname/type",keyword:"type",params:{type: schema32.properties.agentNickname.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.agentRole !== undefined){
let data1 = data.agentRole;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate71.errors = [{instancePath:instancePath+"/agentRole",schemaPath:"#/properties/agentRole/type",keyword:"type",params:{type: schema32.properties.agentRole.type}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cliVersion !== undefined){
const _errs5 = errors;
if(typeof data.cliVersion !== "string"){
validate71.errors = [{instancePath:instancePath+"/cliVersion",schemaPath:"#/properties/cliVersion/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
let data3 = data.createdAt;
const _errs7 = errors;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
validate71.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cwd !== undefined){
const _errs9 = errors;
if(!(validate31(data.cwd, instancePath+"/cwd"))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ephemeral !== undefined){
const _errs11 = errors;
if(typeof data.ephemeral !== "boolean"){
validate71.errors = [{instancePath:instancePath+"/ephemeral",schemaPath:"#/properties/ephemeral/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.forkedFromId !== undefined){
let data6 = data.forkedFromId;
const _errs13 = errors;
if((typeof data6 !== "string") && (data6 !== null)){
validate71.errors = [{instancePath:instancePath+"/forkedFromId",schemaPath:"#/properties/forkedFromId/type",keyword:"type",params:{type: schema32.properties.forkedFromId.type}}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gitInfo !== undefined){
let data7 = data.gitInfo;
const _errs15 = errors;
const _errs16 = errors;
let valid2 = true;
const _errs17 = errors;
if(data7 !== null){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs17 === errors;
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs19 = errors;
if(!(validate73(data7, instancePath+"/gitInfo"))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
var _valid0 = _errs19 === errors;
valid2 = _valid0;
}
if(!valid2){
const err1 = {instancePath:instancePath+"/gitInfo",schemaPath:"#/properties/gitInfo/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate71.errors = vErrors;
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.historyMode !== undefined){
const _errs20 = errors;
if(!(validate75(data.historyMode, instancePath+"/historyMode"))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs22 = errors;
if(typeof data.id !== "string"){
validate71.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.model !== undefined){
let data10 = data.model;
const _errs24 = errors;
if((typeof data10 !== "string") && (data10 !== null)){
validate71.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: schema32.properties.model.type}}];
return false;
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.modelProvider !== undefined){
const _errs26 = errors;
if(typeof data.modelProvider !== "string"){
validate71.errors = [{instancePath:instancePath+"/modelProvider",schemaPath:"#/properties/modelProvider/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data12 = data.name;
const _errs28 = errors;
if((typeof data12 !== "string") && (data12 !== null)){
validate71.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: schema32.properties.name.type}}];
return false;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.originator !== undefined){
let data13 = data.originator;
const _errs30 = errors;
if((typeof data13 !== "string") && (data13 !== null)){
validate71.errors = [{instancePath:instancePath+"/originator",schemaPath:"#/properties/originator/type",keyword:"type",params:{type: schema32.properties.originator.type}}];
return false;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parentThreadId !== undefined){
let data14 = data.parentThreadId;
const _errs32 = errors;
if((typeof data14 !== "string") && (data14 !== null)){
validate71.errors = [{instancePath:instancePath+"/parentThreadId",schemaPath:"#/properties/parentThreadId/type",keyword:"type",params:{type: schema32.properties.parentThreadId.type}}];
return false;
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.path !== undefined){
let data15 = data.path;
const _errs34 = errors;
if((typeof data15 !== "string") && (data15 !== null)){
validate71.errors = [{instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: schema32.properties.path.type}}];
return false;
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.preview !== undefined){
const _errs36 = errors;
if(typeof data.preview !== "string"){
validate71.errors = [{instancePath:instancePath+"/preview",schemaPath:"#/properties/preview/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.projectId !== undefined){
let data17 = data.projectId;
const _errs38 = errors;
if((typeof data17 !== "string") && (data17 !== null)){
validate71.errors = [{instancePath:instancePath+"/projectId",schemaPath:"#/properties/projectId/type",keyword:"type",params:{type: schema32.properties.projectId.type}}];
return false;
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reasoningEffort !== undefined){
let data18 = data.reasoningEffort;
const _errs40 = errors;
const _errs41 = errors;
let valid4 = true;
const _errs42 = errors;
if(data18 !== null){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs42 === errors;
errors = _errs41;
if(vErrors !== null){
if(_errs41){
vErrors.length = _errs41;
}
else {
vErrors = null;
}
}
if(!_valid1){
const _errs44 = errors;
if(!(validate56(data18, instancePath+"/reasoningEffort"))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var _valid1 = _errs44 === errors;
valid4 = _valid1;
}
if(!valid4){
const err3 = {instancePath:instancePath+"/reasoningEffort",schemaPath:"#/properties/reasoningEffort/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate71.errors = vErrors;
return false;
}
var valid0 = _errs40 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.recencyAt !== undefined){
let data19 = data.recencyAt;
const _errs45 = errors;
if((!((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19)))) && (data19 !== null)){
validate71.errors = [{instancePath:instancePath+"/recencyAt",schemaPath:"#/properties/recencyAt/type",keyword:"type",params:{type: schema32.properties.recencyAt.type}}];
return false;
}
var valid0 = _errs45 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.section !== undefined){
let data20 = data.section;
const _errs47 = errors;
const _errs48 = errors;
let valid5 = true;
const _errs49 = errors;
if(data20 !== null){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid2 = _errs49 === errors;
errors = _errs48;
if(vErrors !== null){
if(_errs48){
vErrors.length = _errs48;
}
else {
vErrors = null;
}
}
if(!_valid2){
const _errs51 = errors;
if(!(validate78(data20, instancePath+"/section"))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid2 = _errs51 === errors;
valid5 = _valid2;
}
if(!valid5){
const err5 = {instancePath:instancePath+"/section",schemaPath:"#/properties/section/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate71.errors = vErrors;
return false;
}
var valid0 = _errs47 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sectionEnteredAt !== undefined){
let data21 = data.sectionEnteredAt;
const _errs52 = errors;
if((!((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21)))) && (data21 !== null)){
validate71.errors = [{instancePath:instancePath+"/sectionEnteredAt",schemaPath:"#/properties/sectionEnteredAt/type",keyword:"type",params:{type: schema32.properties.sectionEnteredAt.type}}];
return false;
}
var valid0 = _errs52 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sessionId !== undefined){
const _errs54 = errors;
if(typeof data.sessionId !== "string"){
validate71.errors = [{instancePath:instancePath+"/sessionId",schemaPath:"#/properties/sessionId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs54 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.source !== undefined){
const _errs56 = errors;
if(!(validate82(data.source, instancePath+"/source"))){
vErrors = vErrors === null ? validate82.errors : vErrors.concat(validate82.errors);
errors = vErrors.length;
}
var valid0 = _errs56 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs58 = errors;
if(!(validate90(data.status, instancePath+"/status"))){
vErrors = vErrors === null ? validate90.errors : vErrors.concat(validate90.errors);
errors = vErrors.length;
}
var valid0 = _errs58 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadSource !== undefined){
let data25 = data.threadSource;
const _errs60 = errors;
const _errs61 = errors;
let valid8 = true;
const _errs62 = errors;
if(data25 !== null){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid3 = _errs62 === errors;
errors = _errs61;
if(vErrors !== null){
if(_errs61){
vErrors.length = _errs61;
}
else {
vErrors = null;
}
}
if(!_valid3){
const _errs64 = errors;
if(!(validate46(data25, instancePath+"/threadSource"))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
var _valid3 = _errs64 === errors;
valid8 = _valid3;
}
if(!valid8){
const err7 = {instancePath:instancePath+"/threadSource",schemaPath:"#/properties/threadSource/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate71.errors = vErrors;
return false;
}
var valid0 = _errs60 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turns !== undefined){
let data26 = data.turns;
const _errs65 = errors;
if(errors === _errs65){
if(Array.isArray(data26)){
var valid9 = true;
const len0 = data26.length;
for(let i0=0; i0<len0; i0++){
const _errs67 = errors;
if(!(validate103(data26[i0], instancePath+"/turns/" + i0))){
vErrors = vErrors === null ? validate103.errors : vErrors.concat(validate103.errors);
errors = vErrors.length;
}
var valid9 = _errs67 === errors;
if(!valid9){
break;
}
}
}
else {
validate71.errors = [{instancePath:instancePath+"/turns",schemaPath:"#/properties/turns/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs65 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
let data28 = data.updatedAt;
const _errs68 = errors;
if(!((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28)))){
validate71.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs68 === errors;
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
else {
validate71.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate71.errors = vErrors;
return errors === 0;
}


function validate50(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.approvalPolicy === undefined) && (missing0 = "approvalPolicy")) || ((data.approvalsReviewer === undefined) && (missing0 = "approvalsReviewer"))) || ((data.cwd === undefined) && (missing0 = "cwd"))) || ((data.model === undefined) && (missing0 = "model"))) || ((data.modelProvider === undefined) && (missing0 = "modelProvider"))) || ((data.sandbox === undefined) && (missing0 = "sandbox"))) || ((data.thread === undefined) && (missing0 = "thread"))){
validate50.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.approvalPolicy !== undefined){
const _errs1 = errors;
if(!(validate36(data.approvalPolicy, instancePath+"/approvalPolicy"))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.approvalsReviewer !== undefined){
const _errs2 = errors;
if(!(validate38(data.approvalsReviewer, instancePath+"/approvalsReviewer"))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cwd !== undefined){
const _errs4 = errors;
if(!(validate31(data.cwd, instancePath+"/cwd"))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.disabledPluginIds !== undefined){
let data3 = data.disabledPluginIds;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data3)){
var valid2 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(typeof data3[i0] !== "string"){
validate50.errors = [{instancePath:instancePath+"/disabledPluginIds/" + i0,schemaPath:"#/properties/disabledPluginIds/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs7 === errors;
if(!valid2){
break;
}
}
}
else {
validate50.errors = [{instancePath:instancePath+"/disabledPluginIds",schemaPath:"#/properties/disabledPluginIds/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.instructionSources !== undefined){
let data5 = data.instructionSources;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data5)){
var valid3 = true;
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
const _errs11 = errors;
if(!(validate54(data5[i1], instancePath+"/instructionSources/" + i1))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid3 = _errs11 === errors;
if(!valid3){
break;
}
}
}
else {
validate50.errors = [{instancePath:instancePath+"/instructionSources",schemaPath:"#/properties/instructionSources/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.model !== undefined){
const _errs12 = errors;
if(typeof data.model !== "string"){
validate50.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.modelProvider !== undefined){
const _errs14 = errors;
if(typeof data.modelProvider !== "string"){
validate50.errors = [{instancePath:instancePath+"/modelProvider",schemaPath:"#/properties/modelProvider/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reasoningEffort !== undefined){
let data9 = data.reasoningEffort;
const _errs16 = errors;
const _errs17 = errors;
let valid4 = true;
const _errs18 = errors;
if(data9 !== null){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs18 === errors;
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs20 = errors;
if(!(validate56(data9, instancePath+"/reasoningEffort"))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var _valid0 = _errs20 === errors;
valid4 = _valid0;
}
if(!valid4){
const err1 = {instancePath:instancePath+"/reasoningEffort",schemaPath:"#/properties/reasoningEffort/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate50.errors = vErrors;
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sandbox !== undefined){
const _errs21 = errors;
if(!(validate58(data.sandbox, instancePath+"/sandbox"))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.serviceTier !== undefined){
let data11 = data.serviceTier;
const _errs23 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
validate50.errors = [{instancePath:instancePath+"/serviceTier",schemaPath:"#/properties/serviceTier/type",keyword:"type",params:{type: schema23.properties.serviceTier.type}}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thread !== undefined){
const _errs25 = errors;
if(!(validate71(data.thread, instancePath+"/thread"))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
errors = vErrors.length;
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
}
else {
validate50.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate50.errors = vErrors;
return errors === 0;
}


function validate49(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/clientResponse/v3.json" */;
let vErrors = null;
let errors = 0;
if(!(validate50(data, instancePath))){
vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
errors = vErrors.length;
}
validate49.errors = vErrors;
return errors === 0;
}

const v4: Validator<T.ThreadResumeParams> = validate312;
const schema146 = {"$id":"https://mwh.invalid/clientRequestParams/v4.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadResumeParams"};
const schema147 = {"properties":{"approvalPolicy":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/AskForApproval"}},"approvalsReviewer":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ApprovalsReviewer"}},"baseInstructions":{"type":["string","null"]},"config":{"additionalProperties":true,"type":["object","null"]},"cwd":{"type":["string","null"]},"developerInstructions":{"type":["string","null"]},"excludeTurns":{"type":"boolean"},"model":{"type":["string","null"]},"modelProvider":{"type":["string","null"]},"personality":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/Personality"}},"sandbox":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/SandboxMode"}},"serviceTier":{"type":["string","null"]},"threadId":{"type":"string"}},"required":["threadId"],"type":"object"};

function validate313(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.threadId === undefined) && (missing0 = "threadId")){
validate313.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.approvalPolicy !== undefined){
let data0 = data.approvalPolicy;
const _errs1 = errors;
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data0 !== null){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs5 = errors;
if(!(validate36(data0, instancePath+"/approvalPolicy"))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/approvalPolicy",schemaPath:"#/properties/approvalPolicy/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate313.errors = vErrors;
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.approvalsReviewer !== undefined){
let data1 = data.approvalsReviewer;
const _errs6 = errors;
const _errs7 = errors;
let valid2 = true;
const _errs8 = errors;
if(data1 !== null){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs8 === errors;
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
if(!_valid1){
const _errs10 = errors;
if(!(validate38(data1, instancePath+"/approvalsReviewer"))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
var _valid1 = _errs10 === errors;
valid2 = _valid1;
}
if(!valid2){
const err3 = {instancePath:instancePath+"/approvalsReviewer",schemaPath:"#/properties/approvalsReviewer/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate313.errors = vErrors;
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.baseInstructions !== undefined){
let data2 = data.baseInstructions;
const _errs11 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate313.errors = [{instancePath:instancePath+"/baseInstructions",schemaPath:"#/properties/baseInstructions/type",keyword:"type",params:{type: schema147.properties.baseInstructions.type}}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.config !== undefined){
let data3 = data.config;
const _errs13 = errors;
if((!(data3 && typeof data3 == "object" && !Array.isArray(data3))) && (data3 !== null)){
validate313.errors = [{instancePath:instancePath+"/config",schemaPath:"#/properties/config/type",keyword:"type",params:{type: schema147.properties.config.type}}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cwd !== undefined){
let data4 = data.cwd;
const _errs16 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate313.errors = [{instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/type",keyword:"type",params:{type: schema147.properties.cwd.type}}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.developerInstructions !== undefined){
let data5 = data.developerInstructions;
const _errs18 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate313.errors = [{instancePath:instancePath+"/developerInstructions",schemaPath:"#/properties/developerInstructions/type",keyword:"type",params:{type: schema147.properties.developerInstructions.type}}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.excludeTurns !== undefined){
const _errs20 = errors;
if(typeof data.excludeTurns !== "boolean"){
validate313.errors = [{instancePath:instancePath+"/excludeTurns",schemaPath:"#/properties/excludeTurns/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.model !== undefined){
let data7 = data.model;
const _errs22 = errors;
if((typeof data7 !== "string") && (data7 !== null)){
validate313.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: schema147.properties.model.type}}];
return false;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.modelProvider !== undefined){
let data8 = data.modelProvider;
const _errs24 = errors;
if((typeof data8 !== "string") && (data8 !== null)){
validate313.errors = [{instancePath:instancePath+"/modelProvider",schemaPath:"#/properties/modelProvider/type",keyword:"type",params:{type: schema147.properties.modelProvider.type}}];
return false;
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.personality !== undefined){
let data9 = data.personality;
const _errs26 = errors;
const _errs27 = errors;
let valid3 = true;
const _errs28 = errors;
if(data9 !== null){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid2 = _errs28 === errors;
errors = _errs27;
if(vErrors !== null){
if(_errs27){
vErrors.length = _errs27;
}
else {
vErrors = null;
}
}
if(!_valid2){
const _errs30 = errors;
if(!(validate40(data9, instancePath+"/personality"))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
var _valid2 = _errs30 === errors;
valid3 = _valid2;
}
if(!valid3){
const err5 = {instancePath:instancePath+"/personality",schemaPath:"#/properties/personality/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate313.errors = vErrors;
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sandbox !== undefined){
let data10 = data.sandbox;
const _errs31 = errors;
const _errs32 = errors;
let valid4 = true;
const _errs33 = errors;
if(data10 !== null){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid3 = _errs33 === errors;
errors = _errs32;
if(vErrors !== null){
if(_errs32){
vErrors.length = _errs32;
}
else {
vErrors = null;
}
}
if(!_valid3){
const _errs35 = errors;
if(!(validate42(data10, instancePath+"/sandbox"))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
var _valid3 = _errs35 === errors;
valid4 = _valid3;
}
if(!valid4){
const err7 = {instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate313.errors = vErrors;
return false;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.serviceTier !== undefined){
let data11 = data.serviceTier;
const _errs36 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
validate313.errors = [{instancePath:instancePath+"/serviceTier",schemaPath:"#/properties/serviceTier/type",keyword:"type",params:{type: schema147.properties.serviceTier.type}}];
return false;
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs38 = errors;
if(typeof data.threadId !== "string"){
validate313.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs38 === errors;
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
validate313.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate313.errors = vErrors;
return errors === 0;
}


function validate312(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/clientRequestParams/v4.json" */;
let vErrors = null;
let errors = 0;
if(!(validate313(data, instancePath))){
vErrors = vErrors === null ? validate313.errors : vErrors.concat(validate313.errors);
errors = vErrors.length;
}
validate312.errors = vErrors;
return errors === 0;
}

const v5: Validator<T.ThreadResumeResponse> = validate319;
const schema148 = {"$id":"https://mwh.invalid/clientResponse/v5.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadResumeResponse"};
const schema149 = {"properties":{"approvalPolicy":{"$ref":"#/definitions/v2/AskForApproval"},"approvalsReviewer":{"allOf":[{"$ref":"#/definitions/v2/ApprovalsReviewer"}]},"collaborationMode":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/CollaborationMode"}},"cwd":{"$ref":"#/definitions/v2/AbsolutePathBuf"},"disabledPluginIds":{"items":{"type":"string"},"type":"array"},"instructionSources":{"items":{"$ref":"#/definitions/v2/LegacyAppPathString"},"type":"array"},"itemsBackwardsCursor":{"type":["string","null"]},"model":{"type":"string"},"modelProvider":{"type":"string"},"reasoningEffort":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ReasoningEffort"}},"sandbox":{"allOf":[{"$ref":"#/definitions/v2/SandboxPolicy"}]},"serviceTier":{"type":["string","null"]},"thread":{"$ref":"#/definitions/v2/Thread"},"turnsBackwardsCursor":{"type":["string","null"]}},"required":["approvalPolicy","approvalsReviewer","cwd","model","modelProvider","sandbox","thread"],"type":"object"};
const schema150 = {"properties":{"mode":{"$ref":"#/definitions/v2/ModeKind"},"settings":{"$ref":"#/definitions/v2/Settings"}},"required":["mode","settings"],"type":"object"};
const schema151 = {"enum":["plan","default"],"type":"string"};

function validate324(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate324.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "plan") || (data === "default"))){
validate324.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema151.enum}}];
return false;
}
validate324.errors = vErrors;
return errors === 0;
}

const schema152 = {"properties":{"developer_instructions":{"type":["string","null"]},"model":{"type":"string"},"reasoning_effort":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ReasoningEffort"}}},"required":["model"],"type":"object"};

function validate326(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.model === undefined) && (missing0 = "model")){
validate326.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.developer_instructions !== undefined){
let data0 = data.developer_instructions;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate326.errors = [{instancePath:instancePath+"/developer_instructions",schemaPath:"#/properties/developer_instructions/type",keyword:"type",params:{type: schema152.properties.developer_instructions.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.model !== undefined){
const _errs3 = errors;
if(typeof data.model !== "string"){
validate326.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reasoning_effort !== undefined){
let data2 = data.reasoning_effort;
const _errs5 = errors;
const _errs6 = errors;
let valid1 = true;
const _errs7 = errors;
if(data2 !== null){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs7 === errors;
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs9 = errors;
if(!(validate56(data2, instancePath+"/reasoning_effort"))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var _valid0 = _errs9 === errors;
valid1 = _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/reasoning_effort",schemaPath:"#/properties/reasoning_effort/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate326.errors = vErrors;
return false;
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
validate326.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate326.errors = vErrors;
return errors === 0;
}


function validate323(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.mode === undefined) && (missing0 = "mode")) || ((data.settings === undefined) && (missing0 = "settings"))){
validate323.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.mode !== undefined){
const _errs1 = errors;
if(!(validate324(data.mode, instancePath+"/mode"))){
vErrors = vErrors === null ? validate324.errors : vErrors.concat(validate324.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.settings !== undefined){
const _errs2 = errors;
if(!(validate326(data.settings, instancePath+"/settings"))){
vErrors = vErrors === null ? validate326.errors : vErrors.concat(validate326.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate323.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate323.errors = vErrors;
return errors === 0;
}


function validate320(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.approvalPolicy === undefined) && (missing0 = "approvalPolicy")) || ((data.approvalsReviewer === undefined) && (missing0 = "approvalsReviewer"))) || ((data.cwd === undefined) && (missing0 = "cwd"))) || ((data.model === undefined) && (missing0 = "model"))) || ((data.modelProvider === undefined) && (missing0 = "modelProvider"))) || ((data.sandbox === undefined) && (missing0 = "sandbox"))) || ((data.thread === undefined) && (missing0 = "thread"))){
validate320.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.approvalPolicy !== undefined){
const _errs1 = errors;
if(!(validate36(data.approvalPolicy, instancePath+"/approvalPolicy"))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.approvalsReviewer !== undefined){
const _errs2 = errors;
if(!(validate38(data.approvalsReviewer, instancePath+"/approvalsReviewer"))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.collaborationMode !== undefined){
let data2 = data.collaborationMode;
const _errs4 = errors;
const _errs5 = errors;
let valid2 = true;
const _errs6 = errors;
if(data2 !== null){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs6 === errors;
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs8 = errors;
if(!(validate323(data2, instancePath+"/collaborationMode"))){
vErrors = vErrors === null ? validate323.errors : vErrors.concat(validate323.errors);
errors = vErrors.length;
}
var _valid0 = _errs8 === errors;
valid2 = _valid0;
}
if(!valid2){
const err1 = {instancePath:instancePath+"/collaborationMode",schemaPath:"#/properties/collaborationMode/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate320.errors = vErrors;
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cwd !== undefined){
const _errs9 = errors;
if(!(validate31(data.cwd, instancePath+"/cwd"))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.disabledPluginIds !== undefined){
let data4 = data.disabledPluginIds;
const _errs10 = errors;
if(errors === _errs10){
if(Array.isArray(data4)){
var valid3 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs12 = errors;
if(typeof data4[i0] !== "string"){
validate320.errors = [{instancePath:instancePath+"/disabledPluginIds/" + i0,schemaPath:"#/properties/disabledPluginIds/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid3 = _errs12 === errors;
if(!valid3){
break;
}
}
}
else {
validate320.errors = [{instancePath:instancePath+"/disabledPluginIds",schemaPath:"#/properties/disabledPluginIds/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.instructionSources !== undefined){
let data6 = data.instructionSources;
const _errs14 = errors;
if(errors === _errs14){
if(Array.isArray(data6)){
var valid4 = true;
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
const _errs16 = errors;
if(!(validate54(data6[i1], instancePath+"/instructionSources/" + i1))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid4 = _errs16 === errors;
if(!valid4){
break;
}
}
}
else {
validate320.errors = [{instancePath:instancePath+"/instructionSources",schemaPath:"#/properties/instructionSources/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.itemsBackwardsCursor !== undefined){
let data8 = data.itemsBackwardsCursor;
const _errs17 = errors;
if((typeof data8 !== "string") && (data8 !== null)){
validate320.errors = [{instancePath:instancePath+"/itemsBackwardsCursor",schemaPath:"#/properties/itemsBackwardsCursor/type",keyword:"type",params:{type: schema149.properties.itemsBackwardsCursor.type}}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.model !== undefined){
const _errs19 = errors;
if(typeof data.model !== "string"){
validate320.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.modelProvider !== undefined){
const _errs21 = errors;
if(typeof data.modelProvider !== "string"){
validate320.errors = [{instancePath:instancePath+"/modelProvider",schemaPath:"#/properties/modelProvider/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reasoningEffort !== undefined){
let data11 = data.reasoningEffort;
const _errs23 = errors;
const _errs24 = errors;
let valid5 = true;
const _errs25 = errors;
if(data11 !== null){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs25 === errors;
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
if(!_valid1){
const _errs27 = errors;
if(!(validate56(data11, instancePath+"/reasoningEffort"))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var _valid1 = _errs27 === errors;
valid5 = _valid1;
}
if(!valid5){
const err3 = {instancePath:instancePath+"/reasoningEffort",schemaPath:"#/properties/reasoningEffort/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate320.errors = vErrors;
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sandbox !== undefined){
const _errs28 = errors;
if(!(validate58(data.sandbox, instancePath+"/sandbox"))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.serviceTier !== undefined){
let data13 = data.serviceTier;
const _errs30 = errors;
if((typeof data13 !== "string") && (data13 !== null)){
validate320.errors = [{instancePath:instancePath+"/serviceTier",schemaPath:"#/properties/serviceTier/type",keyword:"type",params:{type: schema149.properties.serviceTier.type}}];
return false;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thread !== undefined){
const _errs32 = errors;
if(!(validate71(data.thread, instancePath+"/thread"))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
errors = vErrors.length;
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnsBackwardsCursor !== undefined){
let data15 = data.turnsBackwardsCursor;
const _errs33 = errors;
if((typeof data15 !== "string") && (data15 !== null)){
validate320.errors = [{instancePath:instancePath+"/turnsBackwardsCursor",schemaPath:"#/properties/turnsBackwardsCursor/type",keyword:"type",params:{type: schema149.properties.turnsBackwardsCursor.type}}];
return false;
}
var valid0 = _errs33 === errors;
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
else {
validate320.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate320.errors = vErrors;
return errors === 0;
}


function validate319(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/clientResponse/v5.json" */;
let vErrors = null;
let errors = 0;
if(!(validate320(data, instancePath))){
vErrors = vErrors === null ? validate320.errors : vErrors.concat(validate320.errors);
errors = vErrors.length;
}
validate319.errors = vErrors;
return errors === 0;
}

const v6: Validator<T.ThreadSetNameParams> = validate336;
const schema153 = {"$id":"https://mwh.invalid/clientRequestParams/v6.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadSetNameParams"};
const schema154 = {"properties":{"name":{"type":"string"},"threadId":{"type":"string"}},"required":["name","threadId"],"type":"object"};

function validate337(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.name === undefined) && (missing0 = "name")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate337.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.name !== undefined){
const _errs1 = errors;
if(typeof data.name !== "string"){
validate337.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs3 = errors;
if(typeof data.threadId !== "string"){
validate337.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate337.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate337.errors = vErrors;
return errors === 0;
}


function validate336(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/clientRequestParams/v6.json" */;
let vErrors = null;
let errors = 0;
if(!(validate337(data, instancePath))){
vErrors = vErrors === null ? validate337.errors : vErrors.concat(validate337.errors);
errors = vErrors.length;
}
validate336.errors = vErrors;
return errors === 0;
}

const v7: Validator<T.ThreadSetNameResponse> = validate339;
const schema155 = {"$id":"https://mwh.invalid/clientResponse/v7.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadSetNameResponse"};
const schema156 = {"type":"object"};

function validate340(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(!(data && typeof data == "object" && !Array.isArray(data))){
validate340.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
validate340.errors = vErrors;
return errors === 0;
}


function validate339(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/clientResponse/v7.json" */;
let vErrors = null;
let errors = 0;
if(!(validate340(data, instancePath))){
vErrors = vErrors === null ? validate340.errors : vErrors.concat(validate340.errors);
errors = vErrors.length;
}
validate339.errors = vErrors;
return errors === 0;
}

const v8: Validator<T.TurnStartParams> = validate342;
const schema157 = {"$id":"https://mwh.invalid/clientRequestParams/v8.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/TurnStartParams"};
const schema158 = {"properties":{"approvalPolicy":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/AskForApproval"}},"approvalsReviewer":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ApprovalsReviewer"}},"clientUserMessageId":{"type":["string","null"]},"cwd":{"type":["string","null"]},"disabledPluginIds":{"items":{"type":"string"},"type":["array","null"]},"effort":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ReasoningEffort"}},"input":{"items":{"$ref":"#/definitions/v2/UserInput"},"type":"array"},"model":{"type":["string","null"]},"outputSchema":{},"parentTurnId":{"type":["string","null"]},"personality":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/Personality"}},"rootTurnId":{"type":["string","null"]},"sandboxPolicy":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/SandboxPolicy"}},"serviceTier":{"type":["string","null"]},"serviceTierForTurn":{"type":["string","null"]},"summary":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ReasoningSummary"}},"threadId":{"type":"string"},"toolOutput":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/TurnToolOutput"}},"turnTrigger":{"type":["string","null"]}},"required":["input","threadId"],"type":"object"};
const schema159 = {"oneOf":[{"enum":["auto","concise","detailed"],"type":"string"},{"enum":["none"],"type":"string"}]};

function validate350(data, instancePath=""){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((data === "auto") || (data === "concise")) || (data === "detailed"))){
const err1 = {instancePath,schemaPath:"#/oneOf/0/enum",keyword:"enum",params:{allowedValues: schema159.oneOf[0].enum}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs3 = errors;
if(typeof data !== "string"){
const err2 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(data === "none")){
const err3 = {instancePath,schemaPath:"#/oneOf/1/enum",keyword:"enum",params:{allowedValues: schema159.oneOf[1].enum}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs3 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err4 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
validate350.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate350.errors = vErrors;
return errors === 0;
}

const schema160 = {"properties":{"name":{"type":"string"},"namespace":{"type":["string","null"]},"output":{"$ref":"#/definitions/v2/FunctionCallOutputBody"},"retain":{"type":"boolean"}},"required":["name","output"],"type":"object"};

function validate352(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.name === undefined) && (missing0 = "name")) || ((data.output === undefined) && (missing0 = "output"))){
validate352.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.name !== undefined){
const _errs1 = errors;
if(typeof data.name !== "string"){
validate352.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.namespace !== undefined){
let data1 = data.namespace;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate352.errors = [{instancePath:instancePath+"/namespace",schemaPath:"#/properties/namespace/type",keyword:"type",params:{type: schema160.properties.namespace.type}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output !== undefined){
const _errs5 = errors;
if(!(validate178(data.output, instancePath+"/output"))){
vErrors = vErrors === null ? validate178.errors : vErrors.concat(validate178.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.retain !== undefined){
const _errs6 = errors;
if(typeof data.retain !== "boolean"){
validate352.errors = [{instancePath:instancePath+"/retain",schemaPath:"#/properties/retain/type",keyword:"type",params:{type: "boolean"}}];
return false;
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
}
else {
validate352.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate352.errors = vErrors;
return errors === 0;
}


function validate343(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.input === undefined) && (missing0 = "input")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate343.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.approvalPolicy !== undefined){
let data0 = data.approvalPolicy;
const _errs1 = errors;
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data0 !== null){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs5 = errors;
if(!(validate36(data0, instancePath+"/approvalPolicy"))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/approvalPolicy",schemaPath:"#/properties/approvalPolicy/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate343.errors = vErrors;
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.approvalsReviewer !== undefined){
let data1 = data.approvalsReviewer;
const _errs6 = errors;
const _errs7 = errors;
let valid2 = true;
const _errs8 = errors;
if(data1 !== null){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs8 === errors;
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
if(!_valid1){
const _errs10 = errors;
if(!(validate38(data1, instancePath+"/approvalsReviewer"))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
var _valid1 = _errs10 === errors;
valid2 = _valid1;
}
if(!valid2){
const err3 = {instancePath:instancePath+"/approvalsReviewer",schemaPath:"#/properties/approvalsReviewer/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate343.errors = vErrors;
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.clientUserMessageId !== undefined){
let data2 = data.clientUserMessageId;
const _errs11 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate343.errors = [{instancePath:instancePath+"/clientUserMessageId",schemaPath:"#/properties/clientUserMessageId/type",keyword:"type",params:{type: schema158.properties.clientUserMessageId.type}}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cwd !== undefined){
let data3 = data.cwd;
const _errs13 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate343.errors = [{instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/type",keyword:"type",params:{type: schema158.properties.cwd.type}}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.disabledPluginIds !== undefined){
let data4 = data.disabledPluginIds;
const _errs15 = errors;
if((!(Array.isArray(data4))) && (data4 !== null)){
validate343.errors = [{instancePath:instancePath+"/disabledPluginIds",schemaPath:"#/properties/disabledPluginIds/type",keyword:"type",params:{type: schema158.properties.disabledPluginIds.type}}];
return false;
}
if(errors === _errs15){
if(Array.isArray(data4)){
var valid3 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs17 = errors;
if(typeof data4[i0] !== "string"){
validate343.errors = [{instancePath:instancePath+"/disabledPluginIds/" + i0,schemaPath:"#/properties/disabledPluginIds/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid3 = _errs17 === errors;
if(!valid3){
break;
}
}
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.effort !== undefined){
let data6 = data.effort;
const _errs19 = errors;
const _errs20 = errors;
let valid4 = true;
const _errs21 = errors;
if(data6 !== null){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid2 = _errs21 === errors;
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
if(!_valid2){
const _errs23 = errors;
if(!(validate56(data6, instancePath+"/effort"))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var _valid2 = _errs23 === errors;
valid4 = _valid2;
}
if(!valid4){
const err5 = {instancePath:instancePath+"/effort",schemaPath:"#/properties/effort/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate343.errors = vErrors;
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.input !== undefined){
let data7 = data.input;
const _errs24 = errors;
if(errors === _errs24){
if(Array.isArray(data7)){
var valid5 = true;
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
const _errs26 = errors;
if(!(validate116(data7[i1], instancePath+"/input/" + i1))){
vErrors = vErrors === null ? validate116.errors : vErrors.concat(validate116.errors);
errors = vErrors.length;
}
var valid5 = _errs26 === errors;
if(!valid5){
break;
}
}
}
else {
validate343.errors = [{instancePath:instancePath+"/input",schemaPath:"#/properties/input/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.model !== undefined){
let data9 = data.model;
const _errs27 = errors;
if((typeof data9 !== "string") && (data9 !== null)){
validate343.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: schema158.properties.model.type}}];
return false;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parentTurnId !== undefined){
let data10 = data.parentTurnId;
const _errs29 = errors;
if((typeof data10 !== "string") && (data10 !== null)){
validate343.errors = [{instancePath:instancePath+"/parentTurnId",schemaPath:"#/properties/parentTurnId/type",keyword:"type",params:{type: schema158.properties.parentTurnId.type}}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.personality !== undefined){
let data11 = data.personality;
const _errs31 = errors;
const _errs32 = errors;
let valid6 = true;
const _errs33 = errors;
if(data11 !== null){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid3 = _errs33 === errors;
errors = _errs32;
if(vErrors !== null){
if(_errs32){
vErrors.length = _errs32;
}
else {
vErrors = null;
}
}
if(!_valid3){
const _errs35 = errors;
if(!(validate40(data11, instancePath+"/personality"))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
var _valid3 = _errs35 === errors;
valid6 = _valid3;
}
if(!valid6){
const err7 = {instancePath:instancePath+"/personality",schemaPath:"#/properties/personality/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate343.errors = vErrors;
return false;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.rootTurnId !== undefined){
let data12 = data.rootTurnId;
const _errs36 = errors;
if((typeof data12 !== "string") && (data12 !== null)){
validate343.errors = [{instancePath:instancePath+"/rootTurnId",schemaPath:"#/properties/rootTurnId/type",keyword:"type",params:{type: schema158.properties.rootTurnId.type}}];
return false;
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sandboxPolicy !== undefined){
let data13 = data.sandboxPolicy;
const _errs38 = errors;
const _errs39 = errors;
let valid7 = true;
const _errs40 = errors;
if(data13 !== null){
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid4 = _errs40 === errors;
errors = _errs39;
if(vErrors !== null){
if(_errs39){
vErrors.length = _errs39;
}
else {
vErrors = null;
}
}
if(!_valid4){
const _errs42 = errors;
if(!(validate58(data13, instancePath+"/sandboxPolicy"))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var _valid4 = _errs42 === errors;
valid7 = _valid4;
}
if(!valid7){
const err9 = {instancePath:instancePath+"/sandboxPolicy",schemaPath:"#/properties/sandboxPolicy/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
validate343.errors = vErrors;
return false;
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.serviceTier !== undefined){
let data14 = data.serviceTier;
const _errs43 = errors;
if((typeof data14 !== "string") && (data14 !== null)){
validate343.errors = [{instancePath:instancePath+"/serviceTier",schemaPath:"#/properties/serviceTier/type",keyword:"type",params:{type: schema158.properties.serviceTier.type}}];
return false;
}
var valid0 = _errs43 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.serviceTierForTurn !== undefined){
let data15 = data.serviceTierForTurn;
const _errs45 = errors;
if((typeof data15 !== "string") && (data15 !== null)){
validate343.errors = [{instancePath:instancePath+"/serviceTierForTurn",schemaPath:"#/properties/serviceTierForTurn/type",keyword:"type",params:{type: schema158.properties.serviceTierForTurn.type}}];
return false;
}
var valid0 = _errs45 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.summary !== undefined){
let data16 = data.summary;
const _errs47 = errors;
const _errs48 = errors;
let valid8 = true;
const _errs49 = errors;
if(data16 !== null){
const err10 = {};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid5 = _errs49 === errors;
errors = _errs48;
if(vErrors !== null){
if(_errs48){
vErrors.length = _errs48;
}
else {
vErrors = null;
}
}
if(!_valid5){
const _errs51 = errors;
if(!(validate350(data16, instancePath+"/summary"))){
vErrors = vErrors === null ? validate350.errors : vErrors.concat(validate350.errors);
errors = vErrors.length;
}
var _valid5 = _errs51 === errors;
valid8 = _valid5;
}
if(!valid8){
const err11 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
validate343.errors = vErrors;
return false;
}
var valid0 = _errs47 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs52 = errors;
if(typeof data.threadId !== "string"){
validate343.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs52 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.toolOutput !== undefined){
let data18 = data.toolOutput;
const _errs54 = errors;
const _errs55 = errors;
let valid9 = true;
const _errs56 = errors;
if(data18 !== null){
const err12 = {};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid6 = _errs56 === errors;
errors = _errs55;
if(vErrors !== null){
if(_errs55){
vErrors.length = _errs55;
}
else {
vErrors = null;
}
}
if(!_valid6){
const _errs58 = errors;
if(!(validate352(data18, instancePath+"/toolOutput"))){
vErrors = vErrors === null ? validate352.errors : vErrors.concat(validate352.errors);
errors = vErrors.length;
}
var _valid6 = _errs58 === errors;
valid9 = _valid6;
}
if(!valid9){
const err13 = {instancePath:instancePath+"/toolOutput",schemaPath:"#/properties/toolOutput/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
validate343.errors = vErrors;
return false;
}
var valid0 = _errs54 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnTrigger !== undefined){
let data19 = data.turnTrigger;
const _errs59 = errors;
if((typeof data19 !== "string") && (data19 !== null)){
validate343.errors = [{instancePath:instancePath+"/turnTrigger",schemaPath:"#/properties/turnTrigger/type",keyword:"type",params:{type: schema158.properties.turnTrigger.type}}];
return false;
}
var valid0 = _errs59 === errors;
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
validate343.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate343.errors = vErrors;
return errors === 0;
}


function validate342(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/clientRequestParams/v8.json" */;
let vErrors = null;
let errors = 0;
if(!(validate343(data, instancePath))){
vErrors = vErrors === null ? validate343.errors : vErrors.concat(validate343.errors);
errors = vErrors.length;
}
validate342.errors = vErrors;
return errors === 0;
}

const v9: Validator<T.TurnStartResponse> = validate356;
const schema161 = {"$id":"https://mwh.invalid/clientResponse/v9.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/TurnStartResponse"};
const schema162 = {"properties":{"turn":{"$ref":"#/definitions/v2/Turn"}},"required":["turn"],"type":"object"};

function validate357(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.turn === undefined) && (missing0 = "turn")){
validate357.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.turn !== undefined){
if(!(validate103(data.turn, instancePath+"/turn"))){
vErrors = vErrors === null ? validate103.errors : vErrors.concat(validate103.errors);
errors = vErrors.length;
}
}
}
}
else {
validate357.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate357.errors = vErrors;
return errors === 0;
}


function validate356(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/clientResponse/v9.json" */;
let vErrors = null;
let errors = 0;
if(!(validate357(data, instancePath))){
vErrors = vErrors === null ? validate357.errors : vErrors.concat(validate357.errors);
errors = vErrors.length;
}
validate356.errors = vErrors;
return errors === 0;
}

const v10: Validator<T.TurnInterruptParams> = validate360;
const schema163 = {"$id":"https://mwh.invalid/clientRequestParams/v10.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/TurnInterruptParams"};
const schema164 = {"properties":{"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["threadId","turnId"],"type":"object"};

function validate361(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.threadId === undefined) && (missing0 = "threadId")) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate361.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.threadId !== undefined){
const _errs1 = errors;
if(typeof data.threadId !== "string"){
validate361.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs3 = errors;
if(typeof data.turnId !== "string"){
validate361.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate361.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate361.errors = vErrors;
return errors === 0;
}


function validate360(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/clientRequestParams/v10.json" */;
let vErrors = null;
let errors = 0;
if(!(validate361(data, instancePath))){
vErrors = vErrors === null ? validate361.errors : vErrors.concat(validate361.errors);
errors = vErrors.length;
}
validate360.errors = vErrors;
return errors === 0;
}

const v11: Validator<T.TurnInterruptResponse> = validate363;
const schema165 = {"$id":"https://mwh.invalid/clientResponse/v11.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/TurnInterruptResponse"};
const schema166 = {"type":"object"};

function validate364(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(!(data && typeof data == "object" && !Array.isArray(data))){
validate364.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
validate364.errors = vErrors;
return errors === 0;
}


function validate363(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/clientResponse/v11.json" */;
let vErrors = null;
let errors = 0;
if(!(validate364(data, instancePath))){
vErrors = vErrors === null ? validate364.errors : vErrors.concat(validate364.errors);
errors = vErrors.length;
}
validate363.errors = vErrors;
return errors === 0;
}

const v12: Validator<T.LoginAccountParams> = validate366;
const schema167 = {"$id":"https://mwh.invalid/clientRequestParams/v12.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/LoginAccountParams"};
const schema168 = {"oneOf":[{"$ref":"#/definitions/mwhBranch282"},{"$ref":"#/definitions/mwhBranch283"},{"$ref":"#/definitions/mwhBranch284"},{"$ref":"#/definitions/mwhBranch285"},{"$ref":"#/definitions/mwhBranch286"},{"$ref":"#/definitions/mwhBranch287"}],"type":"object","discriminator":{"propertyName":"type"}};
const schema169 = {"properties":{"apiKey":{"type":"string"},"type":{"enum":["apiKey"],"type":"string"}},"required":["apiKey","type"],"type":"object"};

function validate368(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.apiKey === undefined) && (missing0 = "apiKey")) || ((data.type === undefined) && (missing0 = "type"))){
validate368.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.apiKey !== undefined){
const _errs1 = errors;
if(typeof data.apiKey !== "string"){
validate368.errors = [{instancePath:instancePath+"/apiKey",schemaPath:"#/properties/apiKey/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data1 = data.type;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate368.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data1 === "apiKey")){
validate368.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema169.properties.type.enum}}];
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
validate368.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate368.errors = vErrors;
return errors === 0;
}

const schema170 = {"properties":{"appBrand":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/LoginAppBrand"}},"codexStreamlinedLogin":{"type":"boolean"},"type":{"enum":["chatgpt"],"type":"string"},"useHostedLoginSuccessPage":{"type":"boolean"}},"required":["type"],"type":"object"};
const schema171 = {"enum":["codex","chatgpt"],"type":"string"};

function validate370(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate370.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "codex") || (data === "chatgpt"))){
validate370.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema171.enum}}];
return false;
}
validate370.errors = vErrors;
return errors === 0;
}


function validate369(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate369.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.appBrand !== undefined){
let data0 = data.appBrand;
const _errs1 = errors;
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data0 !== null){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs5 = errors;
if(!(validate370(data0, instancePath+"/appBrand"))){
vErrors = vErrors === null ? validate370.errors : vErrors.concat(validate370.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/appBrand",schemaPath:"#/properties/appBrand/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate369.errors = vErrors;
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.codexStreamlinedLogin !== undefined){
const _errs6 = errors;
if(typeof data.codexStreamlinedLogin !== "boolean"){
validate369.errors = [{instancePath:instancePath+"/codexStreamlinedLogin",schemaPath:"#/properties/codexStreamlinedLogin/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data2 = data.type;
const _errs8 = errors;
if(typeof data2 !== "string"){
validate369.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data2 === "chatgpt")){
validate369.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema170.properties.type.enum}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.useHostedLoginSuccessPage !== undefined){
const _errs10 = errors;
if(typeof data.useHostedLoginSuccessPage !== "boolean"){
validate369.errors = [{instancePath:instancePath+"/useHostedLoginSuccessPage",schemaPath:"#/properties/useHostedLoginSuccessPage/type",keyword:"type",params:{type: "boolean"}}];
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
else {
validate369.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate369.errors = vErrors;
return errors === 0;
}

const schema172 = {"properties":{"type":{"enum":["chatgptDeviceCode"],"type":"string"}},"required":["type"],"type":"object"};

function validate372(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate372.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
validate372.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data0 === "chatgptDeviceCode")){
validate372.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema172.properties.type.enum}}];
return false;
}
}
}
}
else {
validate372.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate372.errors = vErrors;
return errors === 0;
}

const schema173 = {"properties":{"accessToken":{"type":"string"},"chatgptAccountId":{"type":"string"},"chatgptPlanType":{"type":["string","null"]},"type":{"enum":["chatgptAuthTokens"],"type":"string"}},"required":["accessToken","chatgptAccountId","type"],"type":"object"};

function validate373(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.accessToken === undefined) && (missing0 = "accessToken")) || ((data.chatgptAccountId === undefined) && (missing0 = "chatgptAccountId"))) || ((data.type === undefined) && (missing0 = "type"))){
validate373.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.accessToken !== undefined){
const _errs1 = errors;
if(typeof data.accessToken !== "string"){
validate373.errors = [{instancePath:instancePath+"/accessToken",schemaPath:"#/properties/accessToken/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.chatgptAccountId !== undefined){
const _errs3 = errors;
if(typeof data.chatgptAccountId !== "string"){
validate373.errors = [{instancePath:instancePath+"/chatgptAccountId",schemaPath:"#/properties/chatgptAccountId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.chatgptPlanType !== undefined){
let data2 = data.chatgptPlanType;
const _errs5 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate373.errors = [{instancePath:instancePath+"/chatgptPlanType",schemaPath:"#/properties/chatgptPlanType/type",keyword:"type",params:{type: schema173.properties.chatgptPlanType.type}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data3 = data.type;
const _errs7 = errors;
if(typeof data3 !== "string"){
validate373.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data3 === "chatgptAuthTokens")){
validate373.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema173.properties.type.enum}}];
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
validate373.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate373.errors = vErrors;
return errors === 0;
}

const schema174 = {"properties":{"apiKey":{"type":"string"},"region":{"type":"string"},"type":{"enum":["amazonBedrock"],"type":"string"}},"required":["apiKey","region","type"],"type":"object"};

function validate374(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.apiKey === undefined) && (missing0 = "apiKey")) || ((data.region === undefined) && (missing0 = "region"))) || ((data.type === undefined) && (missing0 = "type"))){
validate374.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.apiKey !== undefined){
const _errs1 = errors;
if(typeof data.apiKey !== "string"){
validate374.errors = [{instancePath:instancePath+"/apiKey",schemaPath:"#/properties/apiKey/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.region !== undefined){
const _errs3 = errors;
if(typeof data.region !== "string"){
validate374.errors = [{instancePath:instancePath+"/region",schemaPath:"#/properties/region/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data2 = data.type;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate374.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data2 === "amazonBedrock")){
validate374.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema174.properties.type.enum}}];
return false;
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
validate374.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate374.errors = vErrors;
return errors === 0;
}

const schema175 = {"properties":{"accessKeyId":{"type":"string"},"region":{"type":"string"},"secretAccessKey":{"type":"string"},"sessionToken":{"type":["string","null"]},"type":{"enum":["amazonBedrockAccessKeys"],"type":"string"}},"required":["accessKeyId","region","secretAccessKey","type"],"type":"object"};

function validate375(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.accessKeyId === undefined) && (missing0 = "accessKeyId")) || ((data.region === undefined) && (missing0 = "region"))) || ((data.secretAccessKey === undefined) && (missing0 = "secretAccessKey"))) || ((data.type === undefined) && (missing0 = "type"))){
validate375.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.accessKeyId !== undefined){
const _errs1 = errors;
if(typeof data.accessKeyId !== "string"){
validate375.errors = [{instancePath:instancePath+"/accessKeyId",schemaPath:"#/properties/accessKeyId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.region !== undefined){
const _errs3 = errors;
if(typeof data.region !== "string"){
validate375.errors = [{instancePath:instancePath+"/region",schemaPath:"#/properties/region/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.secretAccessKey !== undefined){
const _errs5 = errors;
if(typeof data.secretAccessKey !== "string"){
validate375.errors = [{instancePath:instancePath+"/secretAccessKey",schemaPath:"#/properties/secretAccessKey/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sessionToken !== undefined){
let data3 = data.sessionToken;
const _errs7 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate375.errors = [{instancePath:instancePath+"/sessionToken",schemaPath:"#/properties/sessionToken/type",keyword:"type",params:{type: schema175.properties.sessionToken.type}}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data4 = data.type;
const _errs9 = errors;
if(typeof data4 !== "string"){
validate375.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data4 === "amazonBedrockAccessKeys")){
validate375.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema175.properties.type.enum}}];
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
validate375.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate375.errors = vErrors;
return errors === 0;
}


function validate367(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "apiKey"){
if(!(validate368(data, instancePath))){
vErrors = vErrors === null ? validate368.errors : vErrors.concat(validate368.errors);
errors = vErrors.length;
}
}
else if(tag0 === "chatgpt"){
if(!(validate369(data, instancePath))){
vErrors = vErrors === null ? validate369.errors : vErrors.concat(validate369.errors);
errors = vErrors.length;
}
}
else if(tag0 === "chatgptDeviceCode"){
if(!(validate372(data, instancePath))){
vErrors = vErrors === null ? validate372.errors : vErrors.concat(validate372.errors);
errors = vErrors.length;
}
}
else if(tag0 === "chatgptAuthTokens"){
if(!(validate373(data, instancePath))){
vErrors = vErrors === null ? validate373.errors : vErrors.concat(validate373.errors);
errors = vErrors.length;
}
}
else if(tag0 === "amazonBedrock"){
if(!(validate374(data, instancePath))){
vErrors = vErrors === null ? validate374.errors : vErrors.concat(validate374.errors);
errors = vErrors.length;
}
}
else if(tag0 === "amazonBedrockAccessKeys"){
if(!(validate375(data, instancePath))){
vErrors = vErrors === null ? validate375.errors : vErrors.concat(validate375.errors);
errors = vErrors.length;
}
}
else {
validate367.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate367.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate367.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate367.errors = vErrors;
return errors === 0;
}


function validate366(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/clientRequestParams/v12.json" */;
let vErrors = null;
let errors = 0;
if(!(validate367(data, instancePath))){
vErrors = vErrors === null ? validate367.errors : vErrors.concat(validate367.errors);
errors = vErrors.length;
}
validate366.errors = vErrors;
return errors === 0;
}

const v13: Validator<T.LoginAccountResponse> = validate383;
const schema176 = {"$id":"https://mwh.invalid/clientResponse/v13.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/LoginAccountResponse"};
const schema177 = {"oneOf":[{"$ref":"#/definitions/mwhBranch288"},{"$ref":"#/definitions/mwhBranch289"},{"$ref":"#/definitions/mwhBranch290"},{"$ref":"#/definitions/mwhBranch291"},{"$ref":"#/definitions/mwhBranch292"}],"type":"object","discriminator":{"propertyName":"type"}};
const schema178 = {"properties":{"type":{"enum":["apiKey"],"type":"string"}},"required":["type"],"type":"object"};

function validate385(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate385.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
validate385.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data0 === "apiKey")){
validate385.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema178.properties.type.enum}}];
return false;
}
}
}
}
else {
validate385.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate385.errors = vErrors;
return errors === 0;
}

const schema179 = {"properties":{"authUrl":{"type":"string"},"loginId":{"type":"string"},"type":{"enum":["chatgpt"],"type":"string"}},"required":["authUrl","loginId","type"],"type":"object"};

function validate386(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.authUrl === undefined) && (missing0 = "authUrl")) || ((data.loginId === undefined) && (missing0 = "loginId"))) || ((data.type === undefined) && (missing0 = "type"))){
validate386.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.authUrl !== undefined){
const _errs1 = errors;
if(typeof data.authUrl !== "string"){
validate386.errors = [{instancePath:instancePath+"/authUrl",schemaPath:"#/properties/authUrl/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.loginId !== undefined){
const _errs3 = errors;
if(typeof data.loginId !== "string"){
validate386.errors = [{instancePath:instancePath+"/loginId",schemaPath:"#/properties/loginId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data2 = data.type;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate386.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data2 === "chatgpt")){
validate386.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema179.properties.type.enum}}];
return false;
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
validate386.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate386.errors = vErrors;
return errors === 0;
}

const schema180 = {"properties":{"loginId":{"type":"string"},"type":{"enum":["chatgptDeviceCode"],"type":"string"},"userCode":{"type":"string"},"verificationUrl":{"type":"string"}},"required":["loginId","type","userCode","verificationUrl"],"type":"object"};

function validate387(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.loginId === undefined) && (missing0 = "loginId")) || ((data.type === undefined) && (missing0 = "type"))) || ((data.userCode === undefined) && (missing0 = "userCode"))) || ((data.verificationUrl === undefined) && (missing0 = "verificationUrl"))){
validate387.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.loginId !== undefined){
const _errs1 = errors;
if(typeof data.loginId !== "string"){
validate387.errors = [{instancePath:instancePath+"/loginId",schemaPath:"#/properties/loginId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data1 = data.type;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate387.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data1 === "chatgptDeviceCode")){
validate387.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema180.properties.type.enum}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userCode !== undefined){
const _errs5 = errors;
if(typeof data.userCode !== "string"){
validate387.errors = [{instancePath:instancePath+"/userCode",schemaPath:"#/properties/userCode/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.verificationUrl !== undefined){
const _errs7 = errors;
if(typeof data.verificationUrl !== "string"){
validate387.errors = [{instancePath:instancePath+"/verificationUrl",schemaPath:"#/properties/verificationUrl/type",keyword:"type",params:{type: "string"}}];
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
validate387.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate387.errors = vErrors;
return errors === 0;
}

const schema181 = {"properties":{"type":{"enum":["chatgptAuthTokens"],"type":"string"}},"required":["type"],"type":"object"};

function validate388(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate388.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
validate388.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data0 === "chatgptAuthTokens")){
validate388.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema181.properties.type.enum}}];
return false;
}
}
}
}
else {
validate388.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate388.errors = vErrors;
return errors === 0;
}

const schema182 = {"properties":{"type":{"enum":["amazonBedrock"],"type":"string"}},"required":["type"],"type":"object"};

function validate389(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate389.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
validate389.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data0 === "amazonBedrock")){
validate389.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema182.properties.type.enum}}];
return false;
}
}
}
}
else {
validate389.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate389.errors = vErrors;
return errors === 0;
}


function validate384(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "apiKey"){
if(!(validate385(data, instancePath))){
vErrors = vErrors === null ? validate385.errors : vErrors.concat(validate385.errors);
errors = vErrors.length;
}
}
else if(tag0 === "chatgpt"){
if(!(validate386(data, instancePath))){
vErrors = vErrors === null ? validate386.errors : vErrors.concat(validate386.errors);
errors = vErrors.length;
}
}
else if(tag0 === "chatgptDeviceCode"){
if(!(validate387(data, instancePath))){
vErrors = vErrors === null ? validate387.errors : vErrors.concat(validate387.errors);
errors = vErrors.length;
}
}
else if(tag0 === "chatgptAuthTokens"){
if(!(validate388(data, instancePath))){
vErrors = vErrors === null ? validate388.errors : vErrors.concat(validate388.errors);
errors = vErrors.length;
}
}
else if(tag0 === "amazonBedrock"){
if(!(validate389(data, instancePath))){
vErrors = vErrors === null ? validate389.errors : vErrors.concat(validate389.errors);
errors = vErrors.length;
}
}
else {
validate384.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate384.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate384.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate384.errors = vErrors;
return errors === 0;
}


function validate383(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/clientResponse/v13.json" */;
let vErrors = null;
let errors = 0;
if(!(validate384(data, instancePath))){
vErrors = vErrors === null ? validate384.errors : vErrors.concat(validate384.errors);
errors = vErrors.length;
}
validate383.errors = vErrors;
return errors === 0;
}

const v14: Validator<T.ErrorNotification> = validate396;
const schema183 = {"$id":"https://mwh.invalid/serverNotificationParams/v14.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ErrorNotification"};
const schema184 = {"properties":{"error":{"$ref":"#/definitions/v2/TurnError"},"threadId":{"type":"string"},"turnId":{"type":"string"},"willRetry":{"type":"boolean"}},"required":["error","threadId","turnId","willRetry"],"type":"object"};

function validate397(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.error === undefined) && (missing0 = "error")) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))) || ((data.willRetry === undefined) && (missing0 = "willRetry"))){
validate397.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.error !== undefined){
const _errs1 = errors;
if(!(validate104(data.error, instancePath+"/error"))){
vErrors = vErrors === null ? validate104.errors : vErrors.concat(validate104.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs2 = errors;
if(typeof data.threadId !== "string"){
validate397.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs4 = errors;
if(typeof data.turnId !== "string"){
validate397.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.willRetry !== undefined){
const _errs6 = errors;
if(typeof data.willRetry !== "boolean"){
validate397.errors = [{instancePath:instancePath+"/willRetry",schemaPath:"#/properties/willRetry/type",keyword:"type",params:{type: "boolean"}}];
return false;
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
}
else {
validate397.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate397.errors = vErrors;
return errors === 0;
}


function validate396(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v14.json" */;
let vErrors = null;
let errors = 0;
if(!(validate397(data, instancePath))){
vErrors = vErrors === null ? validate397.errors : vErrors.concat(validate397.errors);
errors = vErrors.length;
}
validate396.errors = vErrors;
return errors === 0;
}

const v15: Validator<T.ThreadStartedNotification> = validate400;
const schema185 = {"$id":"https://mwh.invalid/serverNotificationParams/v15.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadStartedNotification"};
const schema186 = {"properties":{"thread":{"$ref":"#/definitions/v2/Thread"}},"required":["thread"],"type":"object"};

function validate401(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.thread === undefined) && (missing0 = "thread")){
validate401.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.thread !== undefined){
if(!(validate71(data.thread, instancePath+"/thread"))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
errors = vErrors.length;
}
}
}
}
else {
validate401.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate401.errors = vErrors;
return errors === 0;
}


function validate400(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v15.json" */;
let vErrors = null;
let errors = 0;
if(!(validate401(data, instancePath))){
vErrors = vErrors === null ? validate401.errors : vErrors.concat(validate401.errors);
errors = vErrors.length;
}
validate400.errors = vErrors;
return errors === 0;
}

const v16: Validator<T.ThreadStatusChangedNotification> = validate404;
const schema187 = {"$id":"https://mwh.invalid/serverNotificationParams/v16.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadStatusChangedNotification"};
const schema188 = {"properties":{"status":{"$ref":"#/definitions/v2/ThreadStatus"},"threadId":{"type":"string"}},"required":["status","threadId"],"type":"object"};

function validate405(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.status === undefined) && (missing0 = "status")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate405.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.status !== undefined){
const _errs1 = errors;
if(!(validate90(data.status, instancePath+"/status"))){
vErrors = vErrors === null ? validate90.errors : vErrors.concat(validate90.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs2 = errors;
if(typeof data.threadId !== "string"){
validate405.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate405.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate405.errors = vErrors;
return errors === 0;
}


function validate404(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v16.json" */;
let vErrors = null;
let errors = 0;
if(!(validate405(data, instancePath))){
vErrors = vErrors === null ? validate405.errors : vErrors.concat(validate405.errors);
errors = vErrors.length;
}
validate404.errors = vErrors;
return errors === 0;
}

const v17: Validator<T.ThreadReadStateChangedNotification> = validate408;
const schema189 = {"$id":"https://mwh.invalid/serverNotificationParams/v17.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadReadStateChangedNotification"};
const schema190 = {"properties":{"readState":{"$ref":"#/definitions/v2/ThreadReadState"},"threadId":{"type":"string"}},"required":["readState","threadId"],"type":"object"};
const schema191 = {"properties":{"firstUnread":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ThreadUnreadPosition"}},"revision":{"type":"string"}},"required":["revision"],"type":"object"};
const schema192 = {"oneOf":[{"$ref":"#/definitions/mwhBranch390"},{"$ref":"#/definitions/mwhBranch391"}],"type":"object","discriminator":{"propertyName":"type"}};
const schema193 = {"properties":{"type":{"enum":["threadStart"],"type":"string"}},"required":["type"],"type":"object"};

function validate412(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate412.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
validate412.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data0 === "threadStart")){
validate412.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema193.properties.type.enum}}];
return false;
}
}
}
}
else {
validate412.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate412.errors = vErrors;
return errors === 0;
}

const schema194 = {"properties":{"turnId":{"type":"string"},"type":{"enum":["turn"],"type":"string"}},"required":["turnId","type"],"type":"object"};

function validate413(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.turnId === undefined) && (missing0 = "turnId")) || ((data.type === undefined) && (missing0 = "type"))){
validate413.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.turnId !== undefined){
const _errs1 = errors;
if(typeof data.turnId !== "string"){
validate413.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data1 = data.type;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate413.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data1 === "turn")){
validate413.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema194.properties.type.enum}}];
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
validate413.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate413.errors = vErrors;
return errors === 0;
}


function validate411(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "threadStart"){
if(!(validate412(data, instancePath))){
vErrors = vErrors === null ? validate412.errors : vErrors.concat(validate412.errors);
errors = vErrors.length;
}
}
else if(tag0 === "turn"){
if(!(validate413(data, instancePath))){
vErrors = vErrors === null ? validate413.errors : vErrors.concat(validate413.errors);
errors = vErrors.length;
}
}
else {
validate411.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate411.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate411.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate411.errors = vErrors;
return errors === 0;
}


function validate410(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.revision === undefined) && (missing0 = "revision")){
validate410.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.firstUnread !== undefined){
let data0 = data.firstUnread;
const _errs1 = errors;
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data0 !== null){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs5 = errors;
if(!(validate411(data0, instancePath+"/firstUnread"))){
vErrors = vErrors === null ? validate411.errors : vErrors.concat(validate411.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/firstUnread",schemaPath:"#/properties/firstUnread/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate410.errors = vErrors;
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.revision !== undefined){
const _errs6 = errors;
if(typeof data.revision !== "string"){
validate410.errors = [{instancePath:instancePath+"/revision",schemaPath:"#/properties/revision/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate410.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate410.errors = vErrors;
return errors === 0;
}


function validate409(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.readState === undefined) && (missing0 = "readState")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate409.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.readState !== undefined){
const _errs1 = errors;
if(!(validate410(data.readState, instancePath+"/readState"))){
vErrors = vErrors === null ? validate410.errors : vErrors.concat(validate410.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs2 = errors;
if(typeof data.threadId !== "string"){
validate409.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate409.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate409.errors = vErrors;
return errors === 0;
}


function validate408(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v17.json" */;
let vErrors = null;
let errors = 0;
if(!(validate409(data, instancePath))){
vErrors = vErrors === null ? validate409.errors : vErrors.concat(validate409.errors);
errors = vErrors.length;
}
validate408.errors = vErrors;
return errors === 0;
}

const v18: Validator<T.ThreadArchivedNotification> = validate419;
const schema195 = {"$id":"https://mwh.invalid/serverNotificationParams/v18.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadArchivedNotification"};
const schema196 = {"properties":{"threadId":{"type":"string"}},"required":["threadId"],"type":"object"};

function validate420(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.threadId === undefined) && (missing0 = "threadId")){
validate420.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.threadId !== undefined){
if(typeof data.threadId !== "string"){
validate420.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
}
else {
validate420.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate420.errors = vErrors;
return errors === 0;
}


function validate419(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v18.json" */;
let vErrors = null;
let errors = 0;
if(!(validate420(data, instancePath))){
vErrors = vErrors === null ? validate420.errors : vErrors.concat(validate420.errors);
errors = vErrors.length;
}
validate419.errors = vErrors;
return errors === 0;
}

const v19: Validator<T.ThreadDeletedNotification> = validate422;
const schema197 = {"$id":"https://mwh.invalid/serverNotificationParams/v19.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadDeletedNotification"};
const schema198 = {"properties":{"threadId":{"type":"string"}},"required":["threadId"],"type":"object"};

function validate423(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.threadId === undefined) && (missing0 = "threadId")){
validate423.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.threadId !== undefined){
if(typeof data.threadId !== "string"){
validate423.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
}
else {
validate423.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate423.errors = vErrors;
return errors === 0;
}


function validate422(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v19.json" */;
let vErrors = null;
let errors = 0;
if(!(validate423(data, instancePath))){
vErrors = vErrors === null ? validate423.errors : vErrors.concat(validate423.errors);
errors = vErrors.length;
}
validate422.errors = vErrors;
return errors === 0;
}

const v20: Validator<T.ThreadUnarchivedNotification> = validate425;
const schema199 = {"$id":"https://mwh.invalid/serverNotificationParams/v20.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadUnarchivedNotification"};
const schema200 = {"properties":{"threadId":{"type":"string"}},"required":["threadId"],"type":"object"};

function validate426(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.threadId === undefined) && (missing0 = "threadId")){
validate426.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.threadId !== undefined){
if(typeof data.threadId !== "string"){
validate426.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
}
else {
validate426.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate426.errors = vErrors;
return errors === 0;
}


function validate425(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v20.json" */;
let vErrors = null;
let errors = 0;
if(!(validate426(data, instancePath))){
vErrors = vErrors === null ? validate426.errors : vErrors.concat(validate426.errors);
errors = vErrors.length;
}
validate425.errors = vErrors;
return errors === 0;
}

const v21: Validator<T.ThreadClosedNotification> = validate428;
const schema201 = {"$id":"https://mwh.invalid/serverNotificationParams/v21.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadClosedNotification"};
const schema202 = {"properties":{"threadId":{"type":"string"}},"required":["threadId"],"type":"object"};

function validate429(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.threadId === undefined) && (missing0 = "threadId")){
validate429.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.threadId !== undefined){
if(typeof data.threadId !== "string"){
validate429.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
}
else {
validate429.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate429.errors = vErrors;
return errors === 0;
}


function validate428(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v21.json" */;
let vErrors = null;
let errors = 0;
if(!(validate429(data, instancePath))){
vErrors = vErrors === null ? validate429.errors : vErrors.concat(validate429.errors);
errors = vErrors.length;
}
validate428.errors = vErrors;
return errors === 0;
}

const v22: Validator<T.ThreadRevertedNotification> = validate431;
const schema203 = {"$id":"https://mwh.invalid/serverNotificationParams/v22.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadRevertedNotification"};
const schema204 = {"properties":{"threadId":{"type":"string"}},"required":["threadId"],"type":"object"};

function validate432(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.threadId === undefined) && (missing0 = "threadId")){
validate432.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.threadId !== undefined){
if(typeof data.threadId !== "string"){
validate432.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
}
else {
validate432.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate432.errors = vErrors;
return errors === 0;
}


function validate431(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v22.json" */;
let vErrors = null;
let errors = 0;
if(!(validate432(data, instancePath))){
vErrors = vErrors === null ? validate432.errors : vErrors.concat(validate432.errors);
errors = vErrors.length;
}
validate431.errors = vErrors;
return errors === 0;
}

const v23: Validator<T.SkillsChangedNotification> = validate434;
const schema205 = {"$id":"https://mwh.invalid/serverNotificationParams/v23.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/SkillsChangedNotification"};
const schema206 = {"type":"object"};

function validate435(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(!(data && typeof data == "object" && !Array.isArray(data))){
validate435.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
validate435.errors = vErrors;
return errors === 0;
}


function validate434(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v23.json" */;
let vErrors = null;
let errors = 0;
if(!(validate435(data, instancePath))){
vErrors = vErrors === null ? validate435.errors : vErrors.concat(validate435.errors);
errors = vErrors.length;
}
validate434.errors = vErrors;
return errors === 0;
}

const v24: Validator<T.ThreadNameUpdatedNotification> = validate437;
const schema207 = {"$id":"https://mwh.invalid/serverNotificationParams/v24.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadNameUpdatedNotification"};
const schema208 = {"properties":{"threadId":{"type":"string"},"threadName":{"type":["string","null"]}},"required":["threadId"],"type":"object"};

function validate438(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.threadId === undefined) && (missing0 = "threadId")){
validate438.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.threadId !== undefined){
const _errs1 = errors;
if(typeof data.threadId !== "string"){
validate438.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadName !== undefined){
let data1 = data.threadName;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate438.errors = [{instancePath:instancePath+"/threadName",schemaPath:"#/properties/threadName/type",keyword:"type",params:{type: schema208.properties.threadName.type}}];
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
validate438.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate438.errors = vErrors;
return errors === 0;
}


function validate437(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v24.json" */;
let vErrors = null;
let errors = 0;
if(!(validate438(data, instancePath))){
vErrors = vErrors === null ? validate438.errors : vErrors.concat(validate438.errors);
errors = vErrors.length;
}
validate437.errors = vErrors;
return errors === 0;
}

const v25: Validator<T.ThreadSectionChangedNotification> = validate440;
const schema209 = {"$id":"https://mwh.invalid/serverNotificationParams/v25.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadSectionChangedNotification"};
const schema210 = {"properties":{"sectionId":{"type":["string","null"]},"threadId":{"type":"string"}},"required":["sectionId","threadId"],"type":"object"};

function validate441(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.sectionId === undefined) && (missing0 = "sectionId")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate441.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.sectionId !== undefined){
let data0 = data.sectionId;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate441.errors = [{instancePath:instancePath+"/sectionId",schemaPath:"#/properties/sectionId/type",keyword:"type",params:{type: schema210.properties.sectionId.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs3 = errors;
if(typeof data.threadId !== "string"){
validate441.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate441.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate441.errors = vErrors;
return errors === 0;
}


function validate440(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v25.json" */;
let vErrors = null;
let errors = 0;
if(!(validate441(data, instancePath))){
vErrors = vErrors === null ? validate441.errors : vErrors.concat(validate441.errors);
errors = vErrors.length;
}
validate440.errors = vErrors;
return errors === 0;
}

const v26: Validator<T.ThreadAttachmentUpdatedNotification> = validate443;
const schema211 = {"$id":"https://mwh.invalid/serverNotificationParams/v26.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadAttachmentUpdatedNotification"};
const schema212 = {"properties":{"attachmentId":{"type":"string"},"attachmentType":{"type":"string"},"identityKey":{"type":"string"},"operation":{"$ref":"#/definitions/v2/ThreadAttachmentOperation"},"threadId":{"type":"string"}},"required":["attachmentId","attachmentType","identityKey","operation","threadId"],"type":"object"};
const schema213 = {"enum":["created","deleted"],"type":"string"};

function validate445(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate445.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "created") || (data === "deleted"))){
validate445.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema213.enum}}];
return false;
}
validate445.errors = vErrors;
return errors === 0;
}


function validate444(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.attachmentId === undefined) && (missing0 = "attachmentId")) || ((data.attachmentType === undefined) && (missing0 = "attachmentType"))) || ((data.identityKey === undefined) && (missing0 = "identityKey"))) || ((data.operation === undefined) && (missing0 = "operation"))) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate444.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.attachmentId !== undefined){
const _errs1 = errors;
if(typeof data.attachmentId !== "string"){
validate444.errors = [{instancePath:instancePath+"/attachmentId",schemaPath:"#/properties/attachmentId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.attachmentType !== undefined){
const _errs3 = errors;
if(typeof data.attachmentType !== "string"){
validate444.errors = [{instancePath:instancePath+"/attachmentType",schemaPath:"#/properties/attachmentType/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.identityKey !== undefined){
const _errs5 = errors;
if(typeof data.identityKey !== "string"){
validate444.errors = [{instancePath:instancePath+"/identityKey",schemaPath:"#/properties/identityKey/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.operation !== undefined){
const _errs7 = errors;
if(!(validate445(data.operation, instancePath+"/operation"))){
vErrors = vErrors === null ? validate445.errors : vErrors.concat(validate445.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs8 = errors;
if(typeof data.threadId !== "string"){
validate444.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate444.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate444.errors = vErrors;
return errors === 0;
}


function validate443(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v26.json" */;
let vErrors = null;
let errors = 0;
if(!(validate444(data, instancePath))){
vErrors = vErrors === null ? validate444.errors : vErrors.concat(validate444.errors);
errors = vErrors.length;
}
validate443.errors = vErrors;
return errors === 0;
}

const v27: Validator<T.ThreadGoalUpdatedNotification> = validate448;
const schema214 = {"$id":"https://mwh.invalid/serverNotificationParams/v27.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadGoalUpdatedNotification"};
const schema215 = {"properties":{"goal":{"$ref":"#/definitions/v2/ThreadGoal"},"threadId":{"type":"string"},"turnId":{"type":["string","null"]}},"required":["goal","threadId"],"type":"object"};
const schema216 = {"properties":{"createdAt":{"format":"int64","type":"integer"},"objective":{"type":"string"},"status":{"$ref":"#/definitions/v2/ThreadGoalStatus"},"threadId":{"type":"string"},"timeUsedSeconds":{"format":"int64","type":"integer"},"tokenBudget":{"format":"int64","type":["integer","null"]},"tokensUsed":{"format":"int64","type":"integer"},"updatedAt":{"format":"int64","type":"integer"}},"required":["createdAt","objective","status","threadId","timeUsedSeconds","tokensUsed","updatedAt"],"type":"object"};
const schema217 = {"enum":["active","paused","blocked","usageLimited","budgetLimited","complete"],"type":"string"};

function validate451(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate451.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((((data === "active") || (data === "paused")) || (data === "blocked")) || (data === "usageLimited")) || (data === "budgetLimited")) || (data === "complete"))){
validate451.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema217.enum}}];
return false;
}
validate451.errors = vErrors;
return errors === 0;
}


function validate450(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.createdAt === undefined) && (missing0 = "createdAt")) || ((data.objective === undefined) && (missing0 = "objective"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.timeUsedSeconds === undefined) && (missing0 = "timeUsedSeconds"))) || ((data.tokensUsed === undefined) && (missing0 = "tokensUsed"))) || ((data.updatedAt === undefined) && (missing0 = "updatedAt"))){
validate450.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.createdAt !== undefined){
let data0 = data.createdAt;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate450.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.objective !== undefined){
const _errs3 = errors;
if(typeof data.objective !== "string"){
validate450.errors = [{instancePath:instancePath+"/objective",schemaPath:"#/properties/objective/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs5 = errors;
if(!(validate451(data.status, instancePath+"/status"))){
vErrors = vErrors === null ? validate451.errors : vErrors.concat(validate451.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs6 = errors;
if(typeof data.threadId !== "string"){
validate450.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timeUsedSeconds !== undefined){
let data4 = data.timeUsedSeconds;
const _errs8 = errors;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
validate450.errors = [{instancePath:instancePath+"/timeUsedSeconds",schemaPath:"#/properties/timeUsedSeconds/type",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenBudget !== undefined){
let data5 = data.tokenBudget;
const _errs10 = errors;
if((!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))) && (data5 !== null)){
validate450.errors = [{instancePath:instancePath+"/tokenBudget",schemaPath:"#/properties/tokenBudget/type",keyword:"type",params:{type: schema216.properties.tokenBudget.type}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokensUsed !== undefined){
let data6 = data.tokensUsed;
const _errs12 = errors;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
validate450.errors = [{instancePath:instancePath+"/tokensUsed",schemaPath:"#/properties/tokensUsed/type",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
let data7 = data.updatedAt;
const _errs14 = errors;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
validate450.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "integer"}}];
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
validate450.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate450.errors = vErrors;
return errors === 0;
}


function validate449(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.goal === undefined) && (missing0 = "goal")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate449.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.goal !== undefined){
const _errs1 = errors;
if(!(validate450(data.goal, instancePath+"/goal"))){
vErrors = vErrors === null ? validate450.errors : vErrors.concat(validate450.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs2 = errors;
if(typeof data.threadId !== "string"){
validate449.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
let data2 = data.turnId;
const _errs4 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate449.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: schema215.properties.turnId.type}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate449.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate449.errors = vErrors;
return errors === 0;
}


function validate448(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v27.json" */;
let vErrors = null;
let errors = 0;
if(!(validate449(data, instancePath))){
vErrors = vErrors === null ? validate449.errors : vErrors.concat(validate449.errors);
errors = vErrors.length;
}
validate448.errors = vErrors;
return errors === 0;
}

const v28: Validator<T.ThreadPredictionUpdatedNotification> = validate455;
const schema218 = {"$id":"https://mwh.invalid/serverNotificationParams/v28.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadPredictionUpdatedNotification"};
const schema219 = {"properties":{"result":{"$ref":"#/definitions/v2/ThreadPredictionResult"},"sourceTurnId":{"type":"string"},"threadId":{"type":"string"}},"required":["result","sourceTurnId","threadId"],"type":"object"};
const schema220 = {"oneOf":[{"$ref":"#/definitions/mwhBranch365"},{"$ref":"#/definitions/mwhBranch366"}],"type":"object","discriminator":{"propertyName":"type"}};
const schema221 = {"properties":{"text":{"type":["string","null"]},"type":{"enum":["completed"],"type":"string"}},"required":["type"],"type":"object"};

function validate458(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate458.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.text !== undefined){
let data0 = data.text;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate458.errors = [{instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: schema221.properties.text.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data1 = data.type;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate458.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data1 === "completed")){
validate458.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema221.properties.type.enum}}];
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
validate458.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate458.errors = vErrors;
return errors === 0;
}

const schema222 = {"properties":{"type":{"enum":["failed"],"type":"string"}},"required":["type"],"type":"object"};

function validate459(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate459.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
validate459.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data0 === "failed")){
validate459.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema222.properties.type.enum}}];
return false;
}
}
}
}
else {
validate459.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate459.errors = vErrors;
return errors === 0;
}


function validate457(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "completed"){
if(!(validate458(data, instancePath))){
vErrors = vErrors === null ? validate458.errors : vErrors.concat(validate458.errors);
errors = vErrors.length;
}
}
else if(tag0 === "failed"){
if(!(validate459(data, instancePath))){
vErrors = vErrors === null ? validate459.errors : vErrors.concat(validate459.errors);
errors = vErrors.length;
}
}
else {
validate457.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate457.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate457.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate457.errors = vErrors;
return errors === 0;
}


function validate456(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.result === undefined) && (missing0 = "result")) || ((data.sourceTurnId === undefined) && (missing0 = "sourceTurnId"))) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate456.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.result !== undefined){
const _errs1 = errors;
if(!(validate457(data.result, instancePath+"/result"))){
vErrors = vErrors === null ? validate457.errors : vErrors.concat(validate457.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sourceTurnId !== undefined){
const _errs2 = errors;
if(typeof data.sourceTurnId !== "string"){
validate456.errors = [{instancePath:instancePath+"/sourceTurnId",schemaPath:"#/properties/sourceTurnId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs4 = errors;
if(typeof data.threadId !== "string"){
validate456.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate456.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate456.errors = vErrors;
return errors === 0;
}


function validate455(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v28.json" */;
let vErrors = null;
let errors = 0;
if(!(validate456(data, instancePath))){
vErrors = vErrors === null ? validate456.errors : vErrors.concat(validate456.errors);
errors = vErrors.length;
}
validate455.errors = vErrors;
return errors === 0;
}

const v29: Validator<T.ThreadGoalClearedNotification> = validate464;
const schema223 = {"$id":"https://mwh.invalid/serverNotificationParams/v29.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadGoalClearedNotification"};
const schema224 = {"properties":{"threadId":{"type":"string"}},"required":["threadId"],"type":"object"};

function validate465(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.threadId === undefined) && (missing0 = "threadId")){
validate465.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.threadId !== undefined){
if(typeof data.threadId !== "string"){
validate465.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
}
else {
validate465.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate465.errors = vErrors;
return errors === 0;
}


function validate464(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v29.json" */;
let vErrors = null;
let errors = 0;
if(!(validate465(data, instancePath))){
vErrors = vErrors === null ? validate465.errors : vErrors.concat(validate465.errors);
errors = vErrors.length;
}
validate464.errors = vErrors;
return errors === 0;
}

const v30: Validator<T.ThreadQueueChangedNotification> = validate467;
const schema225 = {"$id":"https://mwh.invalid/serverNotificationParams/v30.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadQueueChangedNotification"};
const schema226 = {"properties":{"threadId":{"type":"string"}},"required":["threadId"],"type":"object"};

function validate468(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.threadId === undefined) && (missing0 = "threadId")){
validate468.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.threadId !== undefined){
if(typeof data.threadId !== "string"){
validate468.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
}
else {
validate468.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate468.errors = vErrors;
return errors === 0;
}


function validate467(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v30.json" */;
let vErrors = null;
let errors = 0;
if(!(validate468(data, instancePath))){
vErrors = vErrors === null ? validate468.errors : vErrors.concat(validate468.errors);
errors = vErrors.length;
}
validate467.errors = vErrors;
return errors === 0;
}

const v31: Validator<T.ProjectChangedNotification> = validate470;
const schema227 = {"$id":"https://mwh.invalid/serverNotificationParams/v31.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ProjectChangedNotification"};
const schema228 = {"properties":{"changeType":{"$ref":"#/definitions/v2/ProjectChangeType"},"projectId":{"type":"string"}},"required":["changeType","projectId"],"type":"object"};
const schema229 = {"enum":["created","updated","deleted"],"type":"string"};

function validate472(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate472.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data === "created") || (data === "updated")) || (data === "deleted"))){
validate472.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema229.enum}}];
return false;
}
validate472.errors = vErrors;
return errors === 0;
}


function validate471(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.changeType === undefined) && (missing0 = "changeType")) || ((data.projectId === undefined) && (missing0 = "projectId"))){
validate471.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.changeType !== undefined){
const _errs1 = errors;
if(!(validate472(data.changeType, instancePath+"/changeType"))){
vErrors = vErrors === null ? validate472.errors : vErrors.concat(validate472.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.projectId !== undefined){
const _errs2 = errors;
if(typeof data.projectId !== "string"){
validate471.errors = [{instancePath:instancePath+"/projectId",schemaPath:"#/properties/projectId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate471.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate471.errors = vErrors;
return errors === 0;
}


function validate470(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v31.json" */;
let vErrors = null;
let errors = 0;
if(!(validate471(data, instancePath))){
vErrors = vErrors === null ? validate471.errors : vErrors.concat(validate471.errors);
errors = vErrors.length;
}
validate470.errors = vErrors;
return errors === 0;
}

const v32: Validator<T.ThreadProjectUpdatedNotification> = validate475;
const schema230 = {"$id":"https://mwh.invalid/serverNotificationParams/v32.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadProjectUpdatedNotification"};
const schema231 = {"properties":{"projectId":{"type":["string","null"]},"threadId":{"type":"string"}},"required":["projectId","threadId"],"type":"object"};

function validate476(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.projectId === undefined) && (missing0 = "projectId")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate476.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.projectId !== undefined){
let data0 = data.projectId;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate476.errors = [{instancePath:instancePath+"/projectId",schemaPath:"#/properties/projectId/type",keyword:"type",params:{type: schema231.properties.projectId.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs3 = errors;
if(typeof data.threadId !== "string"){
validate476.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate476.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate476.errors = vErrors;
return errors === 0;
}


function validate475(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v32.json" */;
let vErrors = null;
let errors = 0;
if(!(validate476(data, instancePath))){
vErrors = vErrors === null ? validate476.errors : vErrors.concat(validate476.errors);
errors = vErrors.length;
}
validate475.errors = vErrors;
return errors === 0;
}

const v33: Validator<T.EnvironmentConnectionNotification> = validate478;
const schema232 = {"$id":"https://mwh.invalid/serverNotificationParams/v33.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/EnvironmentConnectionNotification"};
const schema233 = {"properties":{"environmentId":{"type":"string"},"threadId":{"type":"string"}},"required":["environmentId","threadId"],"type":"object"};

function validate479(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.environmentId === undefined) && (missing0 = "environmentId")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate479.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.environmentId !== undefined){
const _errs1 = errors;
if(typeof data.environmentId !== "string"){
validate479.errors = [{instancePath:instancePath+"/environmentId",schemaPath:"#/properties/environmentId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs3 = errors;
if(typeof data.threadId !== "string"){
validate479.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate479.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate479.errors = vErrors;
return errors === 0;
}


function validate478(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v33.json" */;
let vErrors = null;
let errors = 0;
if(!(validate479(data, instancePath))){
vErrors = vErrors === null ? validate479.errors : vErrors.concat(validate479.errors);
errors = vErrors.length;
}
validate478.errors = vErrors;
return errors === 0;
}

const v34: Validator<T.EnvironmentConnectionNotification> = validate481;
const schema234 = {"$id":"https://mwh.invalid/serverNotificationParams/v34.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/EnvironmentConnectionNotification"};

function validate482(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.environmentId === undefined) && (missing0 = "environmentId")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate482.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.environmentId !== undefined){
const _errs1 = errors;
if(typeof data.environmentId !== "string"){
validate482.errors = [{instancePath:instancePath+"/environmentId",schemaPath:"#/properties/environmentId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs3 = errors;
if(typeof data.threadId !== "string"){
validate482.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate482.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate482.errors = vErrors;
return errors === 0;
}


function validate481(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v34.json" */;
let vErrors = null;
let errors = 0;
if(!(validate482(data, instancePath))){
vErrors = vErrors === null ? validate482.errors : vErrors.concat(validate482.errors);
errors = vErrors.length;
}
validate481.errors = vErrors;
return errors === 0;
}

const v35: Validator<T.ThreadSettingsUpdatedNotification> = validate484;
const schema236 = {"$id":"https://mwh.invalid/serverNotificationParams/v35.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadSettingsUpdatedNotification"};
const schema237 = {"properties":{"threadId":{"type":"string"},"threadSettings":{"$ref":"#/definitions/v2/ThreadSettings"}},"required":["threadId","threadSettings"],"type":"object"};
const schema238 = {"properties":{"activePermissionProfile":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ActivePermissionProfile"}},"approvalPolicy":{"$ref":"#/definitions/v2/AskForApproval"},"approvalsReviewer":{"$ref":"#/definitions/v2/ApprovalsReviewer"},"collaborationMode":{"$ref":"#/definitions/v2/CollaborationMode"},"cwd":{"$ref":"#/definitions/v2/AbsolutePathBuf"},"disabledPluginIds":{"items":{"type":"string"},"type":"array"},"effort":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ReasoningEffort"}},"model":{"type":"string"},"modelProvider":{"type":"string"},"personality":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/Personality"}},"sandboxPolicy":{"$ref":"#/definitions/v2/SandboxPolicy"},"serviceTier":{"type":["string","null"]},"summary":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ReasoningSummary"}}},"required":["approvalPolicy","approvalsReviewer","collaborationMode","cwd","model","modelProvider","sandboxPolicy"],"type":"object"};
const schema239 = {"properties":{"extends":{"type":["string","null"]},"id":{"type":"string"}},"required":["id"],"type":"object"};

function validate487(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.id === undefined) && (missing0 = "id")){
validate487.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.extends !== undefined){
let data0 = data.extends;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate487.errors = [{instancePath:instancePath+"/extends",schemaPath:"#/properties/extends/type",keyword:"type",params:{type: schema239.properties.extends.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs3 = errors;
if(typeof data.id !== "string"){
validate487.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}}];
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
validate487.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate487.errors = vErrors;
return errors === 0;
}


function validate486(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.approvalPolicy === undefined) && (missing0 = "approvalPolicy")) || ((data.approvalsReviewer === undefined) && (missing0 = "approvalsReviewer"))) || ((data.collaborationMode === undefined) && (missing0 = "collaborationMode"))) || ((data.cwd === undefined) && (missing0 = "cwd"))) || ((data.model === undefined) && (missing0 = "model"))) || ((data.modelProvider === undefined) && (missing0 = "modelProvider"))) || ((data.sandboxPolicy === undefined) && (missing0 = "sandboxPolicy"))){
validate486.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.activePermissionProfile !== undefined){
let data0 = data.activePermissionProfile;
const _errs1 = errors;
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data0 !== null){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs5 = errors;
if(!(validate487(data0, instancePath+"/activePermissionProfile"))){
vErrors = vErrors === null ? validate487.errors : vErrors.concat(validate487.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/activePermissionProfile",schemaPath:"#/properties/activePermissionProfile/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate486.errors = vErrors;
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.approvalPolicy !== undefined){
const _errs6 = errors;
if(!(validate36(data.approvalPolicy, instancePath+"/approvalPolicy"))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.approvalsReviewer !== undefined){
const _errs7 = errors;
if(!(validate38(data.approvalsReviewer, instancePath+"/approvalsReviewer"))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.collaborationMode !== undefined){
const _errs8 = errors;
if(!(validate323(data.collaborationMode, instancePath+"/collaborationMode"))){
vErrors = vErrors === null ? validate323.errors : vErrors.concat(validate323.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cwd !== undefined){
const _errs9 = errors;
if(!(validate31(data.cwd, instancePath+"/cwd"))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.disabledPluginIds !== undefined){
let data5 = data.disabledPluginIds;
const _errs10 = errors;
if(errors === _errs10){
if(Array.isArray(data5)){
var valid2 = true;
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
const _errs12 = errors;
if(typeof data5[i0] !== "string"){
validate486.errors = [{instancePath:instancePath+"/disabledPluginIds/" + i0,schemaPath:"#/properties/disabledPluginIds/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs12 === errors;
if(!valid2){
break;
}
}
}
else {
validate486.errors = [{instancePath:instancePath+"/disabledPluginIds",schemaPath:"#/properties/disabledPluginIds/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.effort !== undefined){
let data7 = data.effort;
const _errs14 = errors;
const _errs15 = errors;
let valid3 = true;
const _errs16 = errors;
if(data7 !== null){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs16 === errors;
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
if(!_valid1){
const _errs18 = errors;
if(!(validate56(data7, instancePath+"/effort"))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var _valid1 = _errs18 === errors;
valid3 = _valid1;
}
if(!valid3){
const err3 = {instancePath:instancePath+"/effort",schemaPath:"#/properties/effort/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate486.errors = vErrors;
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.model !== undefined){
const _errs19 = errors;
if(typeof data.model !== "string"){
validate486.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.modelProvider !== undefined){
const _errs21 = errors;
if(typeof data.modelProvider !== "string"){
validate486.errors = [{instancePath:instancePath+"/modelProvider",schemaPath:"#/properties/modelProvider/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.personality !== undefined){
let data10 = data.personality;
const _errs23 = errors;
const _errs24 = errors;
let valid4 = true;
const _errs25 = errors;
if(data10 !== null){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid2 = _errs25 === errors;
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
if(!_valid2){
const _errs27 = errors;
if(!(validate40(data10, instancePath+"/personality"))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
var _valid2 = _errs27 === errors;
valid4 = _valid2;
}
if(!valid4){
const err5 = {instancePath:instancePath+"/personality",schemaPath:"#/properties/personality/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate486.errors = vErrors;
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sandboxPolicy !== undefined){
const _errs28 = errors;
if(!(validate58(data.sandboxPolicy, instancePath+"/sandboxPolicy"))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.serviceTier !== undefined){
let data12 = data.serviceTier;
const _errs29 = errors;
if((typeof data12 !== "string") && (data12 !== null)){
validate486.errors = [{instancePath:instancePath+"/serviceTier",schemaPath:"#/properties/serviceTier/type",keyword:"type",params:{type: schema238.properties.serviceTier.type}}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.summary !== undefined){
let data13 = data.summary;
const _errs31 = errors;
const _errs32 = errors;
let valid5 = true;
const _errs33 = errors;
if(data13 !== null){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid3 = _errs33 === errors;
errors = _errs32;
if(vErrors !== null){
if(_errs32){
vErrors.length = _errs32;
}
else {
vErrors = null;
}
}
if(!_valid3){
const _errs35 = errors;
if(!(validate350(data13, instancePath+"/summary"))){
vErrors = vErrors === null ? validate350.errors : vErrors.concat(validate350.errors);
errors = vErrors.length;
}
var _valid3 = _errs35 === errors;
valid5 = _valid3;
}
if(!valid5){
const err7 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate486.errors = vErrors;
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
}
}
}
}
}
else {
validate486.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate486.errors = vErrors;
return errors === 0;
}


function validate485(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.threadId === undefined) && (missing0 = "threadId")) || ((data.threadSettings === undefined) && (missing0 = "threadSettings"))){
validate485.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.threadId !== undefined){
const _errs1 = errors;
if(typeof data.threadId !== "string"){
validate485.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadSettings !== undefined){
const _errs3 = errors;
if(!(validate486(data.threadSettings, instancePath+"/threadSettings"))){
vErrors = vErrors === null ? validate486.errors : vErrors.concat(validate486.errors);
errors = vErrors.length;
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
validate485.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate485.errors = vErrors;
return errors === 0;
}


function validate484(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v35.json" */;
let vErrors = null;
let errors = 0;
if(!(validate485(data, instancePath))){
vErrors = vErrors === null ? validate485.errors : vErrors.concat(validate485.errors);
errors = vErrors.length;
}
validate484.errors = vErrors;
return errors === 0;
}

const v36: Validator<T.ThreadTokenUsageUpdatedNotification> = validate499;
const schema240 = {"$id":"https://mwh.invalid/serverNotificationParams/v36.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadTokenUsageUpdatedNotification"};
const schema241 = {"properties":{"threadId":{"type":"string"},"tokenUsage":{"$ref":"#/definitions/v2/ThreadTokenUsage"},"turnId":{"type":"string"}},"required":["threadId","tokenUsage","turnId"],"type":"object"};
const schema242 = {"properties":{"last":{"$ref":"#/definitions/v2/TokenUsageBreakdown"},"modelContextWindow":{"format":"int64","type":["integer","null"]},"total":{"$ref":"#/definitions/v2/TokenUsageBreakdown"}},"required":["last","total"],"type":"object"};
const schema243 = {"properties":{"cacheWriteInputTokens":{"format":"int64","type":"integer"},"cachedInputTokens":{"format":"int64","type":"integer"},"inputTokens":{"format":"int64","type":"integer"},"outputTokens":{"format":"int64","type":"integer"},"reasoningOutputTokens":{"format":"int64","type":"integer"},"totalTokens":{"format":"int64","type":"integer"}},"required":["cachedInputTokens","inputTokens","outputTokens","reasoningOutputTokens","totalTokens"],"type":"object"};

function validate502(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.cachedInputTokens === undefined) && (missing0 = "cachedInputTokens")) || ((data.inputTokens === undefined) && (missing0 = "inputTokens"))) || ((data.outputTokens === undefined) && (missing0 = "outputTokens"))) || ((data.reasoningOutputTokens === undefined) && (missing0 = "reasoningOutputTokens"))) || ((data.totalTokens === undefined) && (missing0 = "totalTokens"))){
validate502.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.cacheWriteInputTokens !== undefined){
let data0 = data.cacheWriteInputTokens;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate502.errors = [{instancePath:instancePath+"/cacheWriteInputTokens",schemaPath:"#/properties/cacheWriteInputTokens/type",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cachedInputTokens !== undefined){
let data1 = data.cachedInputTokens;
const _errs3 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
validate502.errors = [{instancePath:instancePath+"/cachedInputTokens",schemaPath:"#/properties/cachedInputTokens/type",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.inputTokens !== undefined){
let data2 = data.inputTokens;
const _errs5 = errors;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
validate502.errors = [{instancePath:instancePath+"/inputTokens",schemaPath:"#/properties/inputTokens/type",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.outputTokens !== undefined){
let data3 = data.outputTokens;
const _errs7 = errors;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
validate502.errors = [{instancePath:instancePath+"/outputTokens",schemaPath:"#/properties/outputTokens/type",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reasoningOutputTokens !== undefined){
let data4 = data.reasoningOutputTokens;
const _errs9 = errors;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
validate502.errors = [{instancePath:instancePath+"/reasoningOutputTokens",schemaPath:"#/properties/reasoningOutputTokens/type",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.totalTokens !== undefined){
let data5 = data.totalTokens;
const _errs11 = errors;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
validate502.errors = [{instancePath:instancePath+"/totalTokens",schemaPath:"#/properties/totalTokens/type",keyword:"type",params:{type: "integer"}}];
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
}
else {
validate502.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate502.errors = vErrors;
return errors === 0;
}


function validate501(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.last === undefined) && (missing0 = "last")) || ((data.total === undefined) && (missing0 = "total"))){
validate501.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.last !== undefined){
const _errs1 = errors;
if(!(validate502(data.last, instancePath+"/last"))){
vErrors = vErrors === null ? validate502.errors : vErrors.concat(validate502.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.modelContextWindow !== undefined){
let data1 = data.modelContextWindow;
const _errs2 = errors;
if((!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))) && (data1 !== null)){
validate501.errors = [{instancePath:instancePath+"/modelContextWindow",schemaPath:"#/properties/modelContextWindow/type",keyword:"type",params:{type: schema242.properties.modelContextWindow.type}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.total !== undefined){
const _errs4 = errors;
if(!(validate502(data.total, instancePath+"/total"))){
vErrors = vErrors === null ? validate502.errors : vErrors.concat(validate502.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate501.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate501.errors = vErrors;
return errors === 0;
}


function validate500(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.threadId === undefined) && (missing0 = "threadId")) || ((data.tokenUsage === undefined) && (missing0 = "tokenUsage"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate500.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.threadId !== undefined){
const _errs1 = errors;
if(typeof data.threadId !== "string"){
validate500.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenUsage !== undefined){
const _errs3 = errors;
if(!(validate501(data.tokenUsage, instancePath+"/tokenUsage"))){
vErrors = vErrors === null ? validate501.errors : vErrors.concat(validate501.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs4 = errors;
if(typeof data.turnId !== "string"){
validate500.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate500.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate500.errors = vErrors;
return errors === 0;
}


function validate499(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v36.json" */;
let vErrors = null;
let errors = 0;
if(!(validate500(data, instancePath))){
vErrors = vErrors === null ? validate500.errors : vErrors.concat(validate500.errors);
errors = vErrors.length;
}
validate499.errors = vErrors;
return errors === 0;
}

const v37: Validator<T.TurnStartedNotification> = validate507;
const schema244 = {"$id":"https://mwh.invalid/serverNotificationParams/v37.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/TurnStartedNotification"};
const schema245 = {"properties":{"threadId":{"type":"string"},"turn":{"$ref":"#/definitions/v2/Turn"}},"required":["threadId","turn"],"type":"object"};

function validate508(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.threadId === undefined) && (missing0 = "threadId")) || ((data.turn === undefined) && (missing0 = "turn"))){
validate508.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.threadId !== undefined){
const _errs1 = errors;
if(typeof data.threadId !== "string"){
validate508.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turn !== undefined){
const _errs3 = errors;
if(!(validate103(data.turn, instancePath+"/turn"))){
vErrors = vErrors === null ? validate103.errors : vErrors.concat(validate103.errors);
errors = vErrors.length;
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
validate508.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate508.errors = vErrors;
return errors === 0;
}


function validate507(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v37.json" */;
let vErrors = null;
let errors = 0;
if(!(validate508(data, instancePath))){
vErrors = vErrors === null ? validate508.errors : vErrors.concat(validate508.errors);
errors = vErrors.length;
}
validate507.errors = vErrors;
return errors === 0;
}

const v38: Validator<T.HookStartedNotification> = validate511;
const schema246 = {"$id":"https://mwh.invalid/serverNotificationParams/v38.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/HookStartedNotification"};
const schema247 = {"properties":{"run":{"$ref":"#/definitions/v2/HookRunSummary"},"threadId":{"type":"string"},"turnId":{"type":["string","null"]}},"required":["run","threadId"],"type":"object"};
const schema248 = {"properties":{"completedAt":{"format":"int64","type":["integer","null"]},"displayOrder":{"format":"int64","type":"integer"},"durationMs":{"format":"int64","type":["integer","null"]},"entries":{"items":{"$ref":"#/definitions/v2/HookOutputEntry"},"type":"array"},"eventName":{"$ref":"#/definitions/v2/HookEventName"},"executionMode":{"$ref":"#/definitions/v2/HookExecutionMode"},"handlerType":{"$ref":"#/definitions/v2/HookHandlerType"},"id":{"type":"string"},"scope":{"$ref":"#/definitions/v2/HookScope"},"source":{"allOf":[{"$ref":"#/definitions/v2/HookSource"}]},"sourcePath":{"$ref":"#/definitions/v2/LegacyAppPathString"},"startedAt":{"format":"int64","type":"integer"},"status":{"$ref":"#/definitions/v2/HookRunStatus"},"statusMessage":{"type":["string","null"]}},"required":["displayOrder","entries","eventName","executionMode","handlerType","id","scope","sourcePath","startedAt","status"],"type":"object"};
const schema249 = {"properties":{"kind":{"$ref":"#/definitions/v2/HookOutputEntryKind"},"text":{"type":"string"}},"required":["kind","text"],"type":"object"};
const schema250 = {"enum":["warning","stop","feedback","context","error"],"type":"string"};

function validate515(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate515.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((((data === "warning") || (data === "stop")) || (data === "feedback")) || (data === "context")) || (data === "error"))){
validate515.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema250.enum}}];
return false;
}
validate515.errors = vErrors;
return errors === 0;
}


function validate514(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.kind === undefined) && (missing0 = "kind")) || ((data.text === undefined) && (missing0 = "text"))){
validate514.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.kind !== undefined){
const _errs1 = errors;
if(!(validate515(data.kind, instancePath+"/kind"))){
vErrors = vErrors === null ? validate515.errors : vErrors.concat(validate515.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.text !== undefined){
const _errs2 = errors;
if(typeof data.text !== "string"){
validate514.errors = [{instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate514.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate514.errors = vErrors;
return errors === 0;
}

const schema251 = {"enum":["preModelRequest","postModelRequest","preToolUse","permissionRequest","postToolUse","preCompact","postCompact","sessionStart","sessionEnd","userPromptSubmit","subagentStart","subagentStop","stop","interrupt"],"type":"string"};

function validate518(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate518.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((((((((((((data === "preModelRequest") || (data === "postModelRequest")) || (data === "preToolUse")) || (data === "permissionRequest")) || (data === "postToolUse")) || (data === "preCompact")) || (data === "postCompact")) || (data === "sessionStart")) || (data === "sessionEnd")) || (data === "userPromptSubmit")) || (data === "subagentStart")) || (data === "subagentStop")) || (data === "stop")) || (data === "interrupt"))){
validate518.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema251.enum}}];
return false;
}
validate518.errors = vErrors;
return errors === 0;
}

const schema252 = {"enum":["sync","async"],"type":"string"};

function validate520(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate520.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "sync") || (data === "async"))){
validate520.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema252.enum}}];
return false;
}
validate520.errors = vErrors;
return errors === 0;
}

const schema253 = {"enum":["command","mcpTool","prompt","agent"],"type":"string"};

function validate522(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate522.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data === "command") || (data === "mcpTool")) || (data === "prompt")) || (data === "agent"))){
validate522.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema253.enum}}];
return false;
}
validate522.errors = vErrors;
return errors === 0;
}

const schema254 = {"enum":["thread","turn"],"type":"string"};

function validate524(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate524.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "thread") || (data === "turn"))){
validate524.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema254.enum}}];
return false;
}
validate524.errors = vErrors;
return errors === 0;
}

const schema255 = {"enum":["system","user","project","mdm","sessionFlags","plugin","cloudRequirements","cloudManagedConfig","legacyManagedConfigFile","legacyManagedConfigMdm","unknown"],"type":"string"};

function validate526(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate526.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((((((((((data === "system") || (data === "user")) || (data === "project")) || (data === "mdm")) || (data === "sessionFlags")) || (data === "plugin")) || (data === "cloudRequirements")) || (data === "cloudManagedConfig")) || (data === "legacyManagedConfigFile")) || (data === "legacyManagedConfigMdm")) || (data === "unknown"))){
validate526.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema255.enum}}];
return false;
}
validate526.errors = vErrors;
return errors === 0;
}

const schema256 = {"enum":["running","completed","failed","blocked","stopped"],"type":"string"};

function validate529(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate529.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((((data === "running") || (data === "completed")) || (data === "failed")) || (data === "blocked")) || (data === "stopped"))){
validate529.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema256.enum}}];
return false;
}
validate529.errors = vErrors;
return errors === 0;
}


function validate513(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((data.displayOrder === undefined) && (missing0 = "displayOrder")) || ((data.entries === undefined) && (missing0 = "entries"))) || ((data.eventName === undefined) && (missing0 = "eventName"))) || ((data.executionMode === undefined) && (missing0 = "executionMode"))) || ((data.handlerType === undefined) && (missing0 = "handlerType"))) || ((data.id === undefined) && (missing0 = "id"))) || ((data.scope === undefined) && (missing0 = "scope"))) || ((data.sourcePath === undefined) && (missing0 = "sourcePath"))) || ((data.startedAt === undefined) && (missing0 = "startedAt"))) || ((data.status === undefined) && (missing0 = "status"))){
validate513.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.completedAt !== undefined){
let data0 = data.completedAt;
const _errs1 = errors;
if((!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))) && (data0 !== null)){
validate513.errors = [{instancePath:instancePath+"/completedAt",schemaPath:"#/properties/completedAt/type",keyword:"type",params:{type: schema248.properties.completedAt.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.displayOrder !== undefined){
let data1 = data.displayOrder;
const _errs3 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
validate513.errors = [{instancePath:instancePath+"/displayOrder",schemaPath:"#/properties/displayOrder/type",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.durationMs !== undefined){
let data2 = data.durationMs;
const _errs5 = errors;
if((!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))) && (data2 !== null)){
validate513.errors = [{instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/type",keyword:"type",params:{type: schema248.properties.durationMs.type}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.entries !== undefined){
let data3 = data.entries;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs9 = errors;
if(!(validate514(data3[i0], instancePath+"/entries/" + i0))){
vErrors = vErrors === null ? validate514.errors : vErrors.concat(validate514.errors);
errors = vErrors.length;
}
var valid1 = _errs9 === errors;
if(!valid1){
break;
}
}
}
else {
validate513.errors = [{instancePath:instancePath+"/entries",schemaPath:"#/properties/entries/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.eventName !== undefined){
const _errs10 = errors;
if(!(validate518(data.eventName, instancePath+"/eventName"))){
vErrors = vErrors === null ? validate518.errors : vErrors.concat(validate518.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.executionMode !== undefined){
const _errs11 = errors;
if(!(validate520(data.executionMode, instancePath+"/executionMode"))){
vErrors = vErrors === null ? validate520.errors : vErrors.concat(validate520.errors);
errors = vErrors.length;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.handlerType !== undefined){
const _errs12 = errors;
if(!(validate522(data.handlerType, instancePath+"/handlerType"))){
vErrors = vErrors === null ? validate522.errors : vErrors.concat(validate522.errors);
errors = vErrors.length;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs13 = errors;
if(typeof data.id !== "string"){
validate513.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.scope !== undefined){
const _errs15 = errors;
if(!(validate524(data.scope, instancePath+"/scope"))){
vErrors = vErrors === null ? validate524.errors : vErrors.concat(validate524.errors);
errors = vErrors.length;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.source !== undefined){
const _errs16 = errors;
if(!(validate526(data.source, instancePath+"/source"))){
vErrors = vErrors === null ? validate526.errors : vErrors.concat(validate526.errors);
errors = vErrors.length;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sourcePath !== undefined){
const _errs18 = errors;
if(!(validate54(data.sourcePath, instancePath+"/sourcePath"))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.startedAt !== undefined){
let data12 = data.startedAt;
const _errs19 = errors;
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
validate513.errors = [{instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/type",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs21 = errors;
if(!(validate529(data.status, instancePath+"/status"))){
vErrors = vErrors === null ? validate529.errors : vErrors.concat(validate529.errors);
errors = vErrors.length;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.statusMessage !== undefined){
let data14 = data.statusMessage;
const _errs22 = errors;
if((typeof data14 !== "string") && (data14 !== null)){
validate513.errors = [{instancePath:instancePath+"/statusMessage",schemaPath:"#/properties/statusMessage/type",keyword:"type",params:{type: schema248.properties.statusMessage.type}}];
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
}
}
else {
validate513.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate513.errors = vErrors;
return errors === 0;
}


function validate512(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.run === undefined) && (missing0 = "run")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate512.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.run !== undefined){
const _errs1 = errors;
if(!(validate513(data.run, instancePath+"/run"))){
vErrors = vErrors === null ? validate513.errors : vErrors.concat(validate513.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs2 = errors;
if(typeof data.threadId !== "string"){
validate512.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
let data2 = data.turnId;
const _errs4 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate512.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: schema247.properties.turnId.type}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate512.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate512.errors = vErrors;
return errors === 0;
}


function validate511(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v38.json" */;
let vErrors = null;
let errors = 0;
if(!(validate512(data, instancePath))){
vErrors = vErrors === null ? validate512.errors : vErrors.concat(validate512.errors);
errors = vErrors.length;
}
validate511.errors = vErrors;
return errors === 0;
}

const v39: Validator<T.TurnCompletedNotification> = validate533;
const schema257 = {"$id":"https://mwh.invalid/serverNotificationParams/v39.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/TurnCompletedNotification"};
const schema258 = {"properties":{"threadId":{"type":"string"},"turn":{"$ref":"#/definitions/v2/Turn"}},"required":["threadId","turn"],"type":"object"};

function validate534(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.threadId === undefined) && (missing0 = "threadId")) || ((data.turn === undefined) && (missing0 = "turn"))){
validate534.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.threadId !== undefined){
const _errs1 = errors;
if(typeof data.threadId !== "string"){
validate534.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turn !== undefined){
const _errs3 = errors;
if(!(validate103(data.turn, instancePath+"/turn"))){
vErrors = vErrors === null ? validate103.errors : vErrors.concat(validate103.errors);
errors = vErrors.length;
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
validate534.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate534.errors = vErrors;
return errors === 0;
}


function validate533(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v39.json" */;
let vErrors = null;
let errors = 0;
if(!(validate534(data, instancePath))){
vErrors = vErrors === null ? validate534.errors : vErrors.concat(validate534.errors);
errors = vErrors.length;
}
validate533.errors = vErrors;
return errors === 0;
}

const v40: Validator<T.HookCompletedNotification> = validate537;
const schema259 = {"$id":"https://mwh.invalid/serverNotificationParams/v40.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/HookCompletedNotification"};
const schema260 = {"properties":{"run":{"$ref":"#/definitions/v2/HookRunSummary"},"threadId":{"type":"string"},"turnId":{"type":["string","null"]}},"required":["run","threadId"],"type":"object"};

function validate538(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.run === undefined) && (missing0 = "run")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate538.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.run !== undefined){
const _errs1 = errors;
if(!(validate513(data.run, instancePath+"/run"))){
vErrors = vErrors === null ? validate513.errors : vErrors.concat(validate513.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs2 = errors;
if(typeof data.threadId !== "string"){
validate538.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
let data2 = data.turnId;
const _errs4 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate538.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: schema260.properties.turnId.type}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate538.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate538.errors = vErrors;
return errors === 0;
}


function validate537(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v40.json" */;
let vErrors = null;
let errors = 0;
if(!(validate538(data, instancePath))){
vErrors = vErrors === null ? validate538.errors : vErrors.concat(validate538.errors);
errors = vErrors.length;
}
validate537.errors = vErrors;
return errors === 0;
}

const v41: Validator<T.TurnDiffUpdatedNotification> = validate541;
const schema261 = {"$id":"https://mwh.invalid/serverNotificationParams/v41.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/TurnDiffUpdatedNotification"};
const schema262 = {"properties":{"diff":{"type":"string"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["diff","threadId","turnId"],"type":"object"};

function validate542(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.diff === undefined) && (missing0 = "diff")) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate542.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.diff !== undefined){
const _errs1 = errors;
if(typeof data.diff !== "string"){
validate542.errors = [{instancePath:instancePath+"/diff",schemaPath:"#/properties/diff/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs3 = errors;
if(typeof data.threadId !== "string"){
validate542.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs5 = errors;
if(typeof data.turnId !== "string"){
validate542.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
return false;
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
validate542.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate542.errors = vErrors;
return errors === 0;
}


function validate541(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v41.json" */;
let vErrors = null;
let errors = 0;
if(!(validate542(data, instancePath))){
vErrors = vErrors === null ? validate542.errors : vErrors.concat(validate542.errors);
errors = vErrors.length;
}
validate541.errors = vErrors;
return errors === 0;
}

const v42: Validator<T.TurnPlanUpdatedNotification> = validate544;
const schema263 = {"$id":"https://mwh.invalid/serverNotificationParams/v42.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/TurnPlanUpdatedNotification"};
const schema264 = {"properties":{"explanation":{"type":["string","null"]},"plan":{"items":{"$ref":"#/definitions/v2/TurnPlanStep"},"type":"array"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["plan","threadId","turnId"],"type":"object"};
const schema265 = {"properties":{"status":{"$ref":"#/definitions/v2/TurnPlanStepStatus"},"step":{"type":"string"}},"required":["status","step"],"type":"object"};
const schema266 = {"enum":["pending","inProgress","completed"],"type":"string"};

function validate547(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate547.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data === "pending") || (data === "inProgress")) || (data === "completed"))){
validate547.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema266.enum}}];
return false;
}
validate547.errors = vErrors;
return errors === 0;
}


function validate546(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.status === undefined) && (missing0 = "status")) || ((data.step === undefined) && (missing0 = "step"))){
validate546.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.status !== undefined){
const _errs1 = errors;
if(!(validate547(data.status, instancePath+"/status"))){
vErrors = vErrors === null ? validate547.errors : vErrors.concat(validate547.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.step !== undefined){
const _errs2 = errors;
if(typeof data.step !== "string"){
validate546.errors = [{instancePath:instancePath+"/step",schemaPath:"#/properties/step/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate546.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate546.errors = vErrors;
return errors === 0;
}


function validate545(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.plan === undefined) && (missing0 = "plan")) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate545.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.explanation !== undefined){
let data0 = data.explanation;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate545.errors = [{instancePath:instancePath+"/explanation",schemaPath:"#/properties/explanation/type",keyword:"type",params:{type: schema264.properties.explanation.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.plan !== undefined){
let data1 = data.plan;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs5 = errors;
if(!(validate546(data1[i0], instancePath+"/plan/" + i0))){
vErrors = vErrors === null ? validate546.errors : vErrors.concat(validate546.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate545.errors = [{instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs6 = errors;
if(typeof data.threadId !== "string"){
validate545.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs8 = errors;
if(typeof data.turnId !== "string"){
validate545.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
else {
validate545.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate545.errors = vErrors;
return errors === 0;
}


function validate544(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v42.json" */;
let vErrors = null;
let errors = 0;
if(!(validate545(data, instancePath))){
vErrors = vErrors === null ? validate545.errors : vErrors.concat(validate545.errors);
errors = vErrors.length;
}
validate544.errors = vErrors;
return errors === 0;
}

const v43: Validator<T.ItemStartedNotification> = validate551;
const schema267 = {"$id":"https://mwh.invalid/serverNotificationParams/v43.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ItemStartedNotification"};
const schema268 = {"properties":{"item":{"$ref":"#/definitions/v2/ThreadItem"},"startedAtMs":{"format":"int64","type":"integer"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["item","startedAtMs","threadId","turnId"],"type":"object"};

function validate552(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.item === undefined) && (missing0 = "item")) || ((data.startedAtMs === undefined) && (missing0 = "startedAtMs"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate552.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.item !== undefined){
const _errs1 = errors;
if(!(validate114(data.item, instancePath+"/item"))){
vErrors = vErrors === null ? validate114.errors : vErrors.concat(validate114.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.startedAtMs !== undefined){
let data1 = data.startedAtMs;
const _errs2 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
validate552.errors = [{instancePath:instancePath+"/startedAtMs",schemaPath:"#/properties/startedAtMs/type",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs4 = errors;
if(typeof data.threadId !== "string"){
validate552.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs6 = errors;
if(typeof data.turnId !== "string"){
validate552.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
return false;
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
}
else {
validate552.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate552.errors = vErrors;
return errors === 0;
}


function validate551(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v43.json" */;
let vErrors = null;
let errors = 0;
if(!(validate552(data, instancePath))){
vErrors = vErrors === null ? validate552.errors : vErrors.concat(validate552.errors);
errors = vErrors.length;
}
validate551.errors = vErrors;
return errors === 0;
}

const v44: Validator<T.ItemGuardianApprovalReviewStartedNotification> = validate555;
const schema269 = {"$id":"https://mwh.invalid/serverNotificationParams/v44.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ItemGuardianApprovalReviewStartedNotification"};
const schema270 = {"properties":{"action":{"$ref":"#/definitions/v2/GuardianApprovalReviewAction"},"review":{"$ref":"#/definitions/v2/GuardianApprovalReview"},"reviewId":{"type":"string"},"startedAtMs":{"format":"int64","type":"integer"},"targetItemId":{"type":["string","null"]},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["action","review","reviewId","startedAtMs","threadId","turnId"],"type":"object"};
const schema271 = {"oneOf":[{"$ref":"#/definitions/mwhBranch271"},{"$ref":"#/definitions/mwhBranch272"},{"$ref":"#/definitions/mwhBranch273"},{"$ref":"#/definitions/mwhBranch274"},{"$ref":"#/definitions/mwhBranch275"},{"$ref":"#/definitions/mwhBranch276"},{"$ref":"#/definitions/mwhBranch277"}],"type":"object","discriminator":{"propertyName":"type"}};
const schema272 = {"properties":{"command":{"type":"string"},"cwd":{"$ref":"#/definitions/v2/LegacyAppPathString"},"source":{"$ref":"#/definitions/v2/GuardianCommandSource"},"type":{"enum":["command"],"type":"string"}},"required":["command","cwd","source","type"],"type":"object"};
const schema273 = {"enum":["shell","unifiedExec"],"type":"string"};

function validate560(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate560.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "shell") || (data === "unifiedExec"))){
validate560.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema273.enum}}];
return false;
}
validate560.errors = vErrors;
return errors === 0;
}


function validate558(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.command === undefined) && (missing0 = "command")) || ((data.cwd === undefined) && (missing0 = "cwd"))) || ((data.source === undefined) && (missing0 = "source"))) || ((data.type === undefined) && (missing0 = "type"))){
validate558.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.command !== undefined){
const _errs1 = errors;
if(typeof data.command !== "string"){
validate558.errors = [{instancePath:instancePath+"/command",schemaPath:"#/properties/command/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cwd !== undefined){
const _errs3 = errors;
if(!(validate54(data.cwd, instancePath+"/cwd"))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.source !== undefined){
const _errs4 = errors;
if(!(validate560(data.source, instancePath+"/source"))){
vErrors = vErrors === null ? validate560.errors : vErrors.concat(validate560.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data3 = data.type;
const _errs5 = errors;
if(typeof data3 !== "string"){
validate558.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data3 === "command")){
validate558.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema272.properties.type.enum}}];
return false;
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
}
else {
validate558.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate558.errors = vErrors;
return errors === 0;
}

const schema274 = {"properties":{"argv":{"items":{"type":"string"},"type":"array"},"cwd":{"$ref":"#/definitions/v2/AbsolutePathBuf"},"program":{"type":"string"},"source":{"$ref":"#/definitions/v2/GuardianCommandSource"},"type":{"enum":["execve"],"type":"string"}},"required":["argv","cwd","program","source","type"],"type":"object"};

function validate562(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.argv === undefined) && (missing0 = "argv")) || ((data.cwd === undefined) && (missing0 = "cwd"))) || ((data.program === undefined) && (missing0 = "program"))) || ((data.source === undefined) && (missing0 = "source"))) || ((data.type === undefined) && (missing0 = "type"))){
validate562.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.argv !== undefined){
let data0 = data.argv;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(typeof data0[i0] !== "string"){
validate562.errors = [{instancePath:instancePath+"/argv/" + i0,schemaPath:"#/properties/argv/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate562.errors = [{instancePath:instancePath+"/argv",schemaPath:"#/properties/argv/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cwd !== undefined){
const _errs5 = errors;
if(!(validate31(data.cwd, instancePath+"/cwd"))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.program !== undefined){
const _errs6 = errors;
if(typeof data.program !== "string"){
validate562.errors = [{instancePath:instancePath+"/program",schemaPath:"#/properties/program/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.source !== undefined){
const _errs8 = errors;
if(!(validate560(data.source, instancePath+"/source"))){
vErrors = vErrors === null ? validate560.errors : vErrors.concat(validate560.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data5 = data.type;
const _errs9 = errors;
if(typeof data5 !== "string"){
validate562.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data5 === "execve")){
validate562.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema274.properties.type.enum}}];
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
validate562.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate562.errors = vErrors;
return errors === 0;
}

const schema275 = {"properties":{"approvalId":{"type":"string"},"cwd":{"$ref":"#/definitions/v2/LegacyAppPathString"},"processId":{"type":"string"},"stdin":{"type":"string"},"type":{"enum":["writeStdin"],"type":"string"}},"required":["approvalId","cwd","processId","stdin","type"],"type":"object"};

function validate565(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.approvalId === undefined) && (missing0 = "approvalId")) || ((data.cwd === undefined) && (missing0 = "cwd"))) || ((data.processId === undefined) && (missing0 = "processId"))) || ((data.stdin === undefined) && (missing0 = "stdin"))) || ((data.type === undefined) && (missing0 = "type"))){
validate565.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.approvalId !== undefined){
const _errs1 = errors;
if(typeof data.approvalId !== "string"){
validate565.errors = [{instancePath:instancePath+"/approvalId",schemaPath:"#/properties/approvalId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cwd !== undefined){
const _errs3 = errors;
if(!(validate54(data.cwd, instancePath+"/cwd"))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.processId !== undefined){
const _errs4 = errors;
if(typeof data.processId !== "string"){
validate565.errors = [{instancePath:instancePath+"/processId",schemaPath:"#/properties/processId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stdin !== undefined){
const _errs6 = errors;
if(typeof data.stdin !== "string"){
validate565.errors = [{instancePath:instancePath+"/stdin",schemaPath:"#/properties/stdin/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data4 = data.type;
const _errs8 = errors;
if(typeof data4 !== "string"){
validate565.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data4 === "writeStdin")){
validate565.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema275.properties.type.enum}}];
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
validate565.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate565.errors = vErrors;
return errors === 0;
}

const schema276 = {"properties":{"cwd":{"$ref":"#/definitions/v2/LegacyAppPathString"},"files":{"items":{"$ref":"#/definitions/v2/LegacyAppPathString"},"type":"array"},"type":{"enum":["applyPatch"],"type":"string"}},"required":["cwd","files","type"],"type":"object"};

function validate567(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.cwd === undefined) && (missing0 = "cwd")) || ((data.files === undefined) && (missing0 = "files"))) || ((data.type === undefined) && (missing0 = "type"))){
validate567.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.cwd !== undefined){
const _errs1 = errors;
if(!(validate54(data.cwd, instancePath+"/cwd"))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.files !== undefined){
let data1 = data.files;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(!(validate54(data1[i0], instancePath+"/files/" + i0))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate567.errors = [{instancePath:instancePath+"/files",schemaPath:"#/properties/files/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data3 = data.type;
const _errs5 = errors;
if(typeof data3 !== "string"){
validate567.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data3 === "applyPatch")){
validate567.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema276.properties.type.enum}}];
return false;
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
validate567.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate567.errors = vErrors;
return errors === 0;
}

const schema277 = {"properties":{"host":{"type":"string"},"port":{"format":"uint16","minimum":0,"type":"integer"},"protocol":{"$ref":"#/definitions/v2/NetworkApprovalProtocol"},"target":{"type":"string"},"type":{"enum":["networkAccess"],"type":"string"}},"required":["host","port","protocol","target","type"],"type":"object"};
const schema278 = {"enum":["http","https","socks5Tcp","socks5Udp"],"type":"string"};

function validate571(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate571.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data === "http") || (data === "https")) || (data === "socks5Tcp")) || (data === "socks5Udp"))){
validate571.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema278.enum}}];
return false;
}
validate571.errors = vErrors;
return errors === 0;
}


function validate570(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.host === undefined) && (missing0 = "host")) || ((data.port === undefined) && (missing0 = "port"))) || ((data.protocol === undefined) && (missing0 = "protocol"))) || ((data.target === undefined) && (missing0 = "target"))) || ((data.type === undefined) && (missing0 = "type"))){
validate570.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.host !== undefined){
const _errs1 = errors;
if(typeof data.host !== "string"){
validate570.errors = [{instancePath:instancePath+"/host",schemaPath:"#/properties/host/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.port !== undefined){
let data1 = data.port;
const _errs3 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
validate570.errors = [{instancePath:instancePath+"/port",schemaPath:"#/properties/port/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs3){
if(typeof data1 == "number"){
if(data1 < 0 || isNaN(data1)){
validate570.errors = [{instancePath:instancePath+"/port",schemaPath:"#/properties/port/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.protocol !== undefined){
const _errs5 = errors;
if(!(validate571(data.protocol, instancePath+"/protocol"))){
vErrors = vErrors === null ? validate571.errors : vErrors.concat(validate571.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.target !== undefined){
const _errs6 = errors;
if(typeof data.target !== "string"){
validate570.errors = [{instancePath:instancePath+"/target",schemaPath:"#/properties/target/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data4 = data.type;
const _errs8 = errors;
if(typeof data4 !== "string"){
validate570.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data4 === "networkAccess")){
validate570.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema277.properties.type.enum}}];
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
validate570.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate570.errors = vErrors;
return errors === 0;
}

const schema279 = {"properties":{"connectorId":{"type":["string","null"]},"connectorName":{"type":["string","null"]},"server":{"type":"string"},"toolName":{"type":"string"},"toolTitle":{"type":["string","null"]},"type":{"enum":["mcpToolCall"],"type":"string"}},"required":["server","toolName","type"],"type":"object"};

function validate573(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.server === undefined) && (missing0 = "server")) || ((data.toolName === undefined) && (missing0 = "toolName"))) || ((data.type === undefined) && (missing0 = "type"))){
validate573.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.connectorId !== undefined){
let data0 = data.connectorId;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate573.errors = [{instancePath:instancePath+"/connectorId",schemaPath:"#/properties/connectorId/type",keyword:"type",params:{type: schema279.properties.connectorId.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.connectorName !== undefined){
let data1 = data.connectorName;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate573.errors = [{instancePath:instancePath+"/connectorName",schemaPath:"#/properties/connectorName/type",keyword:"type",params:{type: schema279.properties.connectorName.type}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.server !== undefined){
const _errs5 = errors;
if(typeof data.server !== "string"){
validate573.errors = [{instancePath:instancePath+"/server",schemaPath:"#/properties/server/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.toolName !== undefined){
const _errs7 = errors;
if(typeof data.toolName !== "string"){
validate573.errors = [{instancePath:instancePath+"/toolName",schemaPath:"#/properties/toolName/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.toolTitle !== undefined){
let data4 = data.toolTitle;
const _errs9 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate573.errors = [{instancePath:instancePath+"/toolTitle",schemaPath:"#/properties/toolTitle/type",keyword:"type",params:{type: schema279.properties.toolTitle.type}}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data5 = data.type;
const _errs11 = errors;
if(typeof data5 !== "string"){
validate573.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data5 === "mcpToolCall")){
validate573.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema279.properties.type.enum}}];
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
}
else {
validate573.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate573.errors = vErrors;
return errors === 0;
}

const schema280 = {"properties":{"permissions":{"$ref":"#/definitions/v2/RequestPermissionProfile"},"reason":{"type":["string","null"]},"type":{"enum":["requestPermissions"],"type":"string"}},"required":["permissions","type"],"type":"object"};
const schema281 = {"properties":{"fileSystem":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/AdditionalFileSystemPermissions"}},"network":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/AdditionalNetworkPermissions"}}},"type":"object"};
const schema282 = {"properties":{"entries":{"items":{"$ref":"#/definitions/v2/FileSystemSandboxEntry"},"type":["array","null"]},"globScanMaxDepth":{"format":"uint","minimum":1,"type":["integer","null"]},"read":{"items":{"$ref":"#/definitions/v2/LegacyAppPathString"},"type":["array","null"]},"write":{"items":{"$ref":"#/definitions/v2/LegacyAppPathString"},"type":["array","null"]}},"type":"object"};
const schema283 = {"properties":{"access":{"$ref":"#/definitions/v2/FileSystemAccessMode"},"path":{"$ref":"#/definitions/v2/FileSystemPath"}},"required":["access","path"],"type":"object"};
const schema284 = {"enum":["read","write","deny"],"type":"string"};

function validate578(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate578.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data === "read") || (data === "write")) || (data === "deny"))){
validate578.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema284.enum}}];
return false;
}
validate578.errors = vErrors;
return errors === 0;
}

const schema285 = {"oneOf":[{"$ref":"#/definitions/mwhBranch255"},{"$ref":"#/definitions/mwhBranch256"},{"$ref":"#/definitions/mwhBranch257"}],"type":"object","discriminator":{"propertyName":"type"}};
const schema286 = {"properties":{"path":{"$ref":"#/definitions/v2/LegacyAppPathString"},"type":{"enum":["path"],"type":"string"}},"required":["path","type"],"type":"object"};

function validate581(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.path === undefined) && (missing0 = "path")) || ((data.type === undefined) && (missing0 = "type"))){
validate581.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.path !== undefined){
const _errs1 = errors;
if(!(validate54(data.path, instancePath+"/path"))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data1 = data.type;
const _errs2 = errors;
if(typeof data1 !== "string"){
validate581.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data1 === "path")){
validate581.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema286.properties.type.enum}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate581.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate581.errors = vErrors;
return errors === 0;
}

const schema287 = {"properties":{"pattern":{"type":"string"},"type":{"enum":["glob_pattern"],"type":"string"}},"required":["pattern","type"],"type":"object"};

function validate583(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.pattern === undefined) && (missing0 = "pattern")) || ((data.type === undefined) && (missing0 = "type"))){
validate583.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.pattern !== undefined){
const _errs1 = errors;
if(typeof data.pattern !== "string"){
validate583.errors = [{instancePath:instancePath+"/pattern",schemaPath:"#/properties/pattern/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data1 = data.type;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate583.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data1 === "glob_pattern")){
validate583.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema287.properties.type.enum}}];
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
validate583.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate583.errors = vErrors;
return errors === 0;
}

const schema288 = {"properties":{"type":{"enum":["special"],"type":"string"},"value":{"$ref":"#/definitions/v2/FileSystemSpecialPath"}},"required":["type","value"],"type":"object"};
const schema289 = {"oneOf":[{"$ref":"#/definitions/mwhBranch258"},{"$ref":"#/definitions/mwhBranch259"},{"$ref":"#/definitions/mwhBranch260"},{"$ref":"#/definitions/mwhBranch261"},{"$ref":"#/definitions/mwhBranch262"},{"$ref":"#/definitions/mwhBranch263"}],"type":"object","discriminator":{"propertyName":"kind"}};
const schema290 = {"properties":{"kind":{"enum":["root"],"type":"string"}},"required":["kind"],"type":"object"};

function validate586(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.kind === undefined) && (missing0 = "kind")){
validate586.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.kind !== undefined){
let data0 = data.kind;
if(typeof data0 !== "string"){
validate586.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data0 === "root")){
validate586.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema290.properties.kind.enum}}];
return false;
}
}
}
}
else {
validate586.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate586.errors = vErrors;
return errors === 0;
}

const schema291 = {"properties":{"kind":{"enum":["minimal"],"type":"string"}},"required":["kind"],"type":"object"};

function validate587(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.kind === undefined) && (missing0 = "kind")){
validate587.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.kind !== undefined){
let data0 = data.kind;
if(typeof data0 !== "string"){
validate587.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data0 === "minimal")){
validate587.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema291.properties.kind.enum}}];
return false;
}
}
}
}
else {
validate587.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate587.errors = vErrors;
return errors === 0;
}

const schema292 = {"properties":{"kind":{"enum":["project_roots"],"type":"string"},"subpath":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/LegacyAppPathString"}}},"required":["kind"],"type":"object"};

function validate588(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.kind === undefined) && (missing0 = "kind")){
validate588.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.kind !== undefined){
let data0 = data.kind;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate588.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data0 === "project_roots")){
validate588.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema292.properties.kind.enum}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subpath !== undefined){
let data1 = data.subpath;
const _errs3 = errors;
const _errs4 = errors;
let valid1 = true;
const _errs5 = errors;
if(data1 !== null){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs5 === errors;
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs7 = errors;
if(!(validate54(data1, instancePath+"/subpath"))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var _valid0 = _errs7 === errors;
valid1 = _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/subpath",schemaPath:"#/properties/subpath/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate588.errors = vErrors;
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
validate588.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate588.errors = vErrors;
return errors === 0;
}

const schema293 = {"properties":{"kind":{"enum":["tmpdir"],"type":"string"}},"required":["kind"],"type":"object"};

function validate590(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.kind === undefined) && (missing0 = "kind")){
validate590.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.kind !== undefined){
let data0 = data.kind;
if(typeof data0 !== "string"){
validate590.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data0 === "tmpdir")){
validate590.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema293.properties.kind.enum}}];
return false;
}
}
}
}
else {
validate590.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate590.errors = vErrors;
return errors === 0;
}

const schema294 = {"properties":{"kind":{"enum":["slash_tmp"],"type":"string"}},"required":["kind"],"type":"object"};

function validate591(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.kind === undefined) && (missing0 = "kind")){
validate591.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.kind !== undefined){
let data0 = data.kind;
if(typeof data0 !== "string"){
validate591.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data0 === "slash_tmp")){
validate591.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema294.properties.kind.enum}}];
return false;
}
}
}
}
else {
validate591.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate591.errors = vErrors;
return errors === 0;
}

const schema295 = {"properties":{"kind":{"enum":["unknown"],"type":"string"},"path":{"type":"string"},"subpath":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/LegacyAppPathString"}}},"required":["kind","path"],"type":"object"};

function validate592(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.kind === undefined) && (missing0 = "kind")) || ((data.path === undefined) && (missing0 = "path"))){
validate592.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.kind !== undefined){
let data0 = data.kind;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate592.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data0 === "unknown")){
validate592.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema295.properties.kind.enum}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.path !== undefined){
const _errs3 = errors;
if(typeof data.path !== "string"){
validate592.errors = [{instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subpath !== undefined){
let data2 = data.subpath;
const _errs5 = errors;
const _errs6 = errors;
let valid1 = true;
const _errs7 = errors;
if(data2 !== null){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs7 === errors;
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs9 = errors;
if(!(validate54(data2, instancePath+"/subpath"))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var _valid0 = _errs9 === errors;
valid1 = _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/subpath",schemaPath:"#/properties/subpath/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate592.errors = vErrors;
return false;
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
validate592.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate592.errors = vErrors;
return errors === 0;
}


function validate585(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.kind;
if(typeof tag0 == "string"){
if(tag0 === "root"){
if(!(validate586(data, instancePath))){
vErrors = vErrors === null ? validate586.errors : vErrors.concat(validate586.errors);
errors = vErrors.length;
}
}
else if(tag0 === "minimal"){
if(!(validate587(data, instancePath))){
vErrors = vErrors === null ? validate587.errors : vErrors.concat(validate587.errors);
errors = vErrors.length;
}
}
else if(tag0 === "project_roots"){
if(!(validate588(data, instancePath))){
vErrors = vErrors === null ? validate588.errors : vErrors.concat(validate588.errors);
errors = vErrors.length;
}
}
else if(tag0 === "tmpdir"){
if(!(validate590(data, instancePath))){
vErrors = vErrors === null ? validate590.errors : vErrors.concat(validate590.errors);
errors = vErrors.length;
}
}
else if(tag0 === "slash_tmp"){
if(!(validate591(data, instancePath))){
vErrors = vErrors === null ? validate591.errors : vErrors.concat(validate591.errors);
errors = vErrors.length;
}
}
else if(tag0 === "unknown"){
if(!(validate592(data, instancePath))){
vErrors = vErrors === null ? validate592.errors : vErrors.concat(validate592.errors);
errors = vErrors.length;
}
}
else {
validate585.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "kind", tagValue: tag0}}];
return false;
}
}
else {
validate585.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "kind", tagValue: tag0}}];
return false;
}
}
else {
validate585.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate585.errors = vErrors;
return errors === 0;
}


function validate584(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.value === undefined) && (missing0 = "value"))){
validate584.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate584.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data0 === "special")){
validate584.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema288.properties.type.enum}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.value !== undefined){
const _errs3 = errors;
if(!(validate585(data.value, instancePath+"/value"))){
vErrors = vErrors === null ? validate585.errors : vErrors.concat(validate585.errors);
errors = vErrors.length;
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
validate584.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate584.errors = vErrors;
return errors === 0;
}


function validate580(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "path"){
if(!(validate581(data, instancePath))){
vErrors = vErrors === null ? validate581.errors : vErrors.concat(validate581.errors);
errors = vErrors.length;
}
}
else if(tag0 === "glob_pattern"){
if(!(validate583(data, instancePath))){
vErrors = vErrors === null ? validate583.errors : vErrors.concat(validate583.errors);
errors = vErrors.length;
}
}
else if(tag0 === "special"){
if(!(validate584(data, instancePath))){
vErrors = vErrors === null ? validate584.errors : vErrors.concat(validate584.errors);
errors = vErrors.length;
}
}
else {
validate580.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate580.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate580.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate580.errors = vErrors;
return errors === 0;
}


function validate577(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.access === undefined) && (missing0 = "access")) || ((data.path === undefined) && (missing0 = "path"))){
validate577.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.access !== undefined){
const _errs1 = errors;
if(!(validate578(data.access, instancePath+"/access"))){
vErrors = vErrors === null ? validate578.errors : vErrors.concat(validate578.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.path !== undefined){
const _errs2 = errors;
if(!(validate580(data.path, instancePath+"/path"))){
vErrors = vErrors === null ? validate580.errors : vErrors.concat(validate580.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate577.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate577.errors = vErrors;
return errors === 0;
}


function validate576(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.entries !== undefined){
let data0 = data.entries;
const _errs1 = errors;
if((!(Array.isArray(data0))) && (data0 !== null)){
validate576.errors = [{instancePath:instancePath+"/entries",schemaPath:"#/properties/entries/type",keyword:"type",params:{type: schema282.properties.entries.type}}];
return false;
}
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate577(data0[i0], instancePath+"/entries/" + i0))){
vErrors = vErrors === null ? validate577.errors : vErrors.concat(validate577.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.globScanMaxDepth !== undefined){
let data2 = data.globScanMaxDepth;
const _errs4 = errors;
if((!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))) && (data2 !== null)){
validate576.errors = [{instancePath:instancePath+"/globScanMaxDepth",schemaPath:"#/properties/globScanMaxDepth/type",keyword:"type",params:{type: schema282.properties.globScanMaxDepth.type}}];
return false;
}
if(errors === _errs4){
if(typeof data2 == "number"){
if(data2 < 1 || isNaN(data2)){
validate576.errors = [{instancePath:instancePath+"/globScanMaxDepth",schemaPath:"#/properties/globScanMaxDepth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.read !== undefined){
let data3 = data.read;
const _errs6 = errors;
if((!(Array.isArray(data3))) && (data3 !== null)){
validate576.errors = [{instancePath:instancePath+"/read",schemaPath:"#/properties/read/type",keyword:"type",params:{type: schema282.properties.read.type}}];
return false;
}
if(errors === _errs6){
if(Array.isArray(data3)){
var valid2 = true;
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
const _errs8 = errors;
if(!(validate54(data3[i1], instancePath+"/read/" + i1))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid2 = _errs8 === errors;
if(!valid2){
break;
}
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.write !== undefined){
let data5 = data.write;
const _errs9 = errors;
if((!(Array.isArray(data5))) && (data5 !== null)){
validate576.errors = [{instancePath:instancePath+"/write",schemaPath:"#/properties/write/type",keyword:"type",params:{type: schema282.properties.write.type}}];
return false;
}
if(errors === _errs9){
if(Array.isArray(data5)){
var valid3 = true;
const len2 = data5.length;
for(let i2=0; i2<len2; i2++){
const _errs11 = errors;
if(!(validate54(data5[i2], instancePath+"/write/" + i2))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid3 = _errs11 === errors;
if(!valid3){
break;
}
}
}
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
else {
validate576.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate576.errors = vErrors;
return errors === 0;
}

const schema296 = {"properties":{"enabled":{"type":["boolean","null"]}},"type":"object"};

function validate609(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.enabled !== undefined){
let data0 = data.enabled;
if((typeof data0 !== "boolean") && (data0 !== null)){
validate609.errors = [{instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: schema296.properties.enabled.type}}];
return false;
}
}
}
else {
validate609.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate609.errors = vErrors;
return errors === 0;
}


function validate575(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.fileSystem !== undefined){
let data0 = data.fileSystem;
const _errs1 = errors;
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data0 !== null){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs5 = errors;
if(!(validate576(data0, instancePath+"/fileSystem"))){
vErrors = vErrors === null ? validate576.errors : vErrors.concat(validate576.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/fileSystem",schemaPath:"#/properties/fileSystem/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate575.errors = vErrors;
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.network !== undefined){
let data1 = data.network;
const _errs6 = errors;
const _errs7 = errors;
let valid2 = true;
const _errs8 = errors;
if(data1 !== null){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs8 === errors;
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
if(!_valid1){
const _errs10 = errors;
if(!(validate609(data1, instancePath+"/network"))){
vErrors = vErrors === null ? validate609.errors : vErrors.concat(validate609.errors);
errors = vErrors.length;
}
var _valid1 = _errs10 === errors;
valid2 = _valid1;
}
if(!valid2){
const err3 = {instancePath:instancePath+"/network",schemaPath:"#/properties/network/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate575.errors = vErrors;
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
else {
validate575.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate575.errors = vErrors;
return errors === 0;
}


function validate574(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.permissions === undefined) && (missing0 = "permissions")) || ((data.type === undefined) && (missing0 = "type"))){
validate574.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.permissions !== undefined){
const _errs1 = errors;
if(!(validate575(data.permissions, instancePath+"/permissions"))){
vErrors = vErrors === null ? validate575.errors : vErrors.concat(validate575.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data1 = data.reason;
const _errs2 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate574.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: schema280.properties.reason.type}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data2 = data.type;
const _errs4 = errors;
if(typeof data2 !== "string"){
validate574.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data2 === "requestPermissions")){
validate574.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema280.properties.type.enum}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate574.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate574.errors = vErrors;
return errors === 0;
}


function validate557(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "command"){
if(!(validate558(data, instancePath))){
vErrors = vErrors === null ? validate558.errors : vErrors.concat(validate558.errors);
errors = vErrors.length;
}
}
else if(tag0 === "execve"){
if(!(validate562(data, instancePath))){
vErrors = vErrors === null ? validate562.errors : vErrors.concat(validate562.errors);
errors = vErrors.length;
}
}
else if(tag0 === "writeStdin"){
if(!(validate565(data, instancePath))){
vErrors = vErrors === null ? validate565.errors : vErrors.concat(validate565.errors);
errors = vErrors.length;
}
}
else if(tag0 === "applyPatch"){
if(!(validate567(data, instancePath))){
vErrors = vErrors === null ? validate567.errors : vErrors.concat(validate567.errors);
errors = vErrors.length;
}
}
else if(tag0 === "networkAccess"){
if(!(validate570(data, instancePath))){
vErrors = vErrors === null ? validate570.errors : vErrors.concat(validate570.errors);
errors = vErrors.length;
}
}
else if(tag0 === "mcpToolCall"){
if(!(validate573(data, instancePath))){
vErrors = vErrors === null ? validate573.errors : vErrors.concat(validate573.errors);
errors = vErrors.length;
}
}
else if(tag0 === "requestPermissions"){
if(!(validate574(data, instancePath))){
vErrors = vErrors === null ? validate574.errors : vErrors.concat(validate574.errors);
errors = vErrors.length;
}
}
else {
validate557.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate557.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate557.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate557.errors = vErrors;
return errors === 0;
}

const schema297 = {"properties":{"rationale":{"type":["string","null"]},"riskLevel":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/GuardianRiskLevel"}},"status":{"$ref":"#/definitions/v2/GuardianApprovalReviewStatus"},"userAuthorization":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/GuardianUserAuthorization"}}},"required":["status"],"type":"object"};
const schema298 = {"enum":["low","medium","high","critical"],"type":"string"};

function validate621(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate621.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data === "low") || (data === "medium")) || (data === "high")) || (data === "critical"))){
validate621.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema298.enum}}];
return false;
}
validate621.errors = vErrors;
return errors === 0;
}

const schema299 = {"enum":["inProgress","approved","denied","timedOut","aborted"],"type":"string"};

function validate623(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate623.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((((data === "inProgress") || (data === "approved")) || (data === "denied")) || (data === "timedOut")) || (data === "aborted"))){
validate623.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema299.enum}}];
return false;
}
validate623.errors = vErrors;
return errors === 0;
}

const schema300 = {"enum":["unknown","low","medium","high"],"type":"string"};

function validate625(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate625.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data === "unknown") || (data === "low")) || (data === "medium")) || (data === "high"))){
validate625.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema300.enum}}];
return false;
}
validate625.errors = vErrors;
return errors === 0;
}


function validate620(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.status === undefined) && (missing0 = "status")){
validate620.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.rationale !== undefined){
let data0 = data.rationale;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate620.errors = [{instancePath:instancePath+"/rationale",schemaPath:"#/properties/rationale/type",keyword:"type",params:{type: schema297.properties.rationale.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.riskLevel !== undefined){
let data1 = data.riskLevel;
const _errs3 = errors;
const _errs4 = errors;
let valid1 = true;
const _errs5 = errors;
if(data1 !== null){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs5 === errors;
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs7 = errors;
if(!(validate621(data1, instancePath+"/riskLevel"))){
vErrors = vErrors === null ? validate621.errors : vErrors.concat(validate621.errors);
errors = vErrors.length;
}
var _valid0 = _errs7 === errors;
valid1 = _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/riskLevel",schemaPath:"#/properties/riskLevel/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate620.errors = vErrors;
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs8 = errors;
if(!(validate623(data.status, instancePath+"/status"))){
vErrors = vErrors === null ? validate623.errors : vErrors.concat(validate623.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userAuthorization !== undefined){
let data3 = data.userAuthorization;
const _errs9 = errors;
const _errs10 = errors;
let valid2 = true;
const _errs11 = errors;
if(data3 !== null){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs11 === errors;
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
if(!_valid1){
const _errs13 = errors;
if(!(validate625(data3, instancePath+"/userAuthorization"))){
vErrors = vErrors === null ? validate625.errors : vErrors.concat(validate625.errors);
errors = vErrors.length;
}
var _valid1 = _errs13 === errors;
valid2 = _valid1;
}
if(!valid2){
const err3 = {instancePath:instancePath+"/userAuthorization",schemaPath:"#/properties/userAuthorization/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate620.errors = vErrors;
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
else {
validate620.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate620.errors = vErrors;
return errors === 0;
}


function validate556(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.action === undefined) && (missing0 = "action")) || ((data.review === undefined) && (missing0 = "review"))) || ((data.reviewId === undefined) && (missing0 = "reviewId"))) || ((data.startedAtMs === undefined) && (missing0 = "startedAtMs"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate556.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.action !== undefined){
const _errs1 = errors;
if(!(validate557(data.action, instancePath+"/action"))){
vErrors = vErrors === null ? validate557.errors : vErrors.concat(validate557.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.review !== undefined){
const _errs2 = errors;
if(!(validate620(data.review, instancePath+"/review"))){
vErrors = vErrors === null ? validate620.errors : vErrors.concat(validate620.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reviewId !== undefined){
const _errs3 = errors;
if(typeof data.reviewId !== "string"){
validate556.errors = [{instancePath:instancePath+"/reviewId",schemaPath:"#/properties/reviewId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.startedAtMs !== undefined){
let data3 = data.startedAtMs;
const _errs5 = errors;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
validate556.errors = [{instancePath:instancePath+"/startedAtMs",schemaPath:"#/properties/startedAtMs/type",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.targetItemId !== undefined){
let data4 = data.targetItemId;
const _errs7 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate556.errors = [{instancePath:instancePath+"/targetItemId",schemaPath:"#/properties/targetItemId/type",keyword:"type",params:{type: schema270.properties.targetItemId.type}}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs9 = errors;
if(typeof data.threadId !== "string"){
validate556.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs11 = errors;
if(typeof data.turnId !== "string"){
validate556.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
}
}
else {
validate556.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate556.errors = vErrors;
return errors === 0;
}


function validate555(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v44.json" */;
let vErrors = null;
let errors = 0;
if(!(validate556(data, instancePath))){
vErrors = vErrors === null ? validate556.errors : vErrors.concat(validate556.errors);
errors = vErrors.length;
}
validate555.errors = vErrors;
return errors === 0;
}

const v45: Validator<T.ItemGuardianApprovalReviewCompletedNotification> = validate629;
const schema301 = {"$id":"https://mwh.invalid/serverNotificationParams/v45.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ItemGuardianApprovalReviewCompletedNotification"};
const schema302 = {"properties":{"action":{"$ref":"#/definitions/v2/GuardianApprovalReviewAction"},"completedAtMs":{"format":"int64","type":"integer"},"decisionSource":{"$ref":"#/definitions/v2/AutoReviewDecisionSource"},"review":{"$ref":"#/definitions/v2/GuardianApprovalReview"},"reviewId":{"type":"string"},"startedAtMs":{"format":"int64","type":"integer"},"targetItemId":{"type":["string","null"]},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["action","completedAtMs","decisionSource","review","reviewId","startedAtMs","threadId","turnId"],"type":"object"};
const schema303 = {"enum":["agent"],"type":"string"};

function validate632(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate632.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data === "agent")){
validate632.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema303.enum}}];
return false;
}
validate632.errors = vErrors;
return errors === 0;
}


function validate630(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((data.action === undefined) && (missing0 = "action")) || ((data.completedAtMs === undefined) && (missing0 = "completedAtMs"))) || ((data.decisionSource === undefined) && (missing0 = "decisionSource"))) || ((data.review === undefined) && (missing0 = "review"))) || ((data.reviewId === undefined) && (missing0 = "reviewId"))) || ((data.startedAtMs === undefined) && (missing0 = "startedAtMs"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate630.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.action !== undefined){
const _errs1 = errors;
if(!(validate557(data.action, instancePath+"/action"))){
vErrors = vErrors === null ? validate557.errors : vErrors.concat(validate557.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.completedAtMs !== undefined){
let data1 = data.completedAtMs;
const _errs2 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
validate630.errors = [{instancePath:instancePath+"/completedAtMs",schemaPath:"#/properties/completedAtMs/type",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.decisionSource !== undefined){
const _errs4 = errors;
if(!(validate632(data.decisionSource, instancePath+"/decisionSource"))){
vErrors = vErrors === null ? validate632.errors : vErrors.concat(validate632.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.review !== undefined){
const _errs5 = errors;
if(!(validate620(data.review, instancePath+"/review"))){
vErrors = vErrors === null ? validate620.errors : vErrors.concat(validate620.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reviewId !== undefined){
const _errs6 = errors;
if(typeof data.reviewId !== "string"){
validate630.errors = [{instancePath:instancePath+"/reviewId",schemaPath:"#/properties/reviewId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.startedAtMs !== undefined){
let data5 = data.startedAtMs;
const _errs8 = errors;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
validate630.errors = [{instancePath:instancePath+"/startedAtMs",schemaPath:"#/properties/startedAtMs/type",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.targetItemId !== undefined){
let data6 = data.targetItemId;
const _errs10 = errors;
if((typeof data6 !== "string") && (data6 !== null)){
validate630.errors = [{instancePath:instancePath+"/targetItemId",schemaPath:"#/properties/targetItemId/type",keyword:"type",params:{type: schema302.properties.targetItemId.type}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs12 = errors;
if(typeof data.threadId !== "string"){
validate630.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs14 = errors;
if(typeof data.turnId !== "string"){
validate630.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
}
else {
validate630.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate630.errors = vErrors;
return errors === 0;
}


function validate629(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v45.json" */;
let vErrors = null;
let errors = 0;
if(!(validate630(data, instancePath))){
vErrors = vErrors === null ? validate630.errors : vErrors.concat(validate630.errors);
errors = vErrors.length;
}
validate629.errors = vErrors;
return errors === 0;
}

const v46: Validator<T.StrictReviewRequiredNotification> = validate636;
const schema304 = {"$id":"https://mwh.invalid/serverNotificationParams/v46.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/StrictReviewRequiredNotification"};
const schema305 = {"properties":{"startedAtMs":{"format":"int64","type":"integer"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["startedAtMs","threadId","turnId"],"type":"object"};

function validate637(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.startedAtMs === undefined) && (missing0 = "startedAtMs")) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate637.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.startedAtMs !== undefined){
let data0 = data.startedAtMs;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate637.errors = [{instancePath:instancePath+"/startedAtMs",schemaPath:"#/properties/startedAtMs/type",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs3 = errors;
if(typeof data.threadId !== "string"){
validate637.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs5 = errors;
if(typeof data.turnId !== "string"){
validate637.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
return false;
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
validate637.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate637.errors = vErrors;
return errors === 0;
}


function validate636(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v46.json" */;
let vErrors = null;
let errors = 0;
if(!(validate637(data, instancePath))){
vErrors = vErrors === null ? validate637.errors : vErrors.concat(validate637.errors);
errors = vErrors.length;
}
validate636.errors = vErrors;
return errors === 0;
}

const v47: Validator<T.ItemCompletedNotification> = validate639;
const schema306 = {"$id":"https://mwh.invalid/serverNotificationParams/v47.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ItemCompletedNotification"};
const schema307 = {"properties":{"completedAtMs":{"format":"int64","type":"integer"},"contentTokenCount":{"format":"uint64","minimum":0,"type":["integer","null"]},"item":{"$ref":"#/definitions/v2/ThreadItem"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["completedAtMs","item","threadId","turnId"],"type":"object"};

function validate640(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.completedAtMs === undefined) && (missing0 = "completedAtMs")) || ((data.item === undefined) && (missing0 = "item"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate640.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.completedAtMs !== undefined){
let data0 = data.completedAtMs;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate640.errors = [{instancePath:instancePath+"/completedAtMs",schemaPath:"#/properties/completedAtMs/type",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.contentTokenCount !== undefined){
let data1 = data.contentTokenCount;
const _errs3 = errors;
if((!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))) && (data1 !== null)){
validate640.errors = [{instancePath:instancePath+"/contentTokenCount",schemaPath:"#/properties/contentTokenCount/type",keyword:"type",params:{type: schema307.properties.contentTokenCount.type}}];
return false;
}
if(errors === _errs3){
if(typeof data1 == "number"){
if(data1 < 0 || isNaN(data1)){
validate640.errors = [{instancePath:instancePath+"/contentTokenCount",schemaPath:"#/properties/contentTokenCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.item !== undefined){
const _errs5 = errors;
if(!(validate114(data.item, instancePath+"/item"))){
vErrors = vErrors === null ? validate114.errors : vErrors.concat(validate114.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs6 = errors;
if(typeof data.threadId !== "string"){
validate640.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs8 = errors;
if(typeof data.turnId !== "string"){
validate640.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate640.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate640.errors = vErrors;
return errors === 0;
}


function validate639(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v47.json" */;
let vErrors = null;
let errors = 0;
if(!(validate640(data, instancePath))){
vErrors = vErrors === null ? validate640.errors : vErrors.concat(validate640.errors);
errors = vErrors.length;
}
validate639.errors = vErrors;
return errors === 0;
}

const v48: Validator<T.AgentMessageDeltaNotification> = validate643;
const schema308 = {"$id":"https://mwh.invalid/serverNotificationParams/v48.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/AgentMessageDeltaNotification"};
const schema309 = {"properties":{"delta":{"type":"string"},"itemId":{"type":"string"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["delta","itemId","threadId","turnId"],"type":"object"};

function validate644(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.delta === undefined) && (missing0 = "delta")) || ((data.itemId === undefined) && (missing0 = "itemId"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate644.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.delta !== undefined){
const _errs1 = errors;
if(typeof data.delta !== "string"){
validate644.errors = [{instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.itemId !== undefined){
const _errs3 = errors;
if(typeof data.itemId !== "string"){
validate644.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs5 = errors;
if(typeof data.threadId !== "string"){
validate644.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs7 = errors;
if(typeof data.turnId !== "string"){
validate644.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate644.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate644.errors = vErrors;
return errors === 0;
}


function validate643(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v48.json" */;
let vErrors = null;
let errors = 0;
if(!(validate644(data, instancePath))){
vErrors = vErrors === null ? validate644.errors : vErrors.concat(validate644.errors);
errors = vErrors.length;
}
validate643.errors = vErrors;
return errors === 0;
}

const v49: Validator<T.PlanDeltaNotification> = validate646;
const schema310 = {"$id":"https://mwh.invalid/serverNotificationParams/v49.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/PlanDeltaNotification"};
const schema311 = {"properties":{"delta":{"type":"string"},"itemId":{"type":"string"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["delta","itemId","threadId","turnId"],"type":"object"};

function validate647(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.delta === undefined) && (missing0 = "delta")) || ((data.itemId === undefined) && (missing0 = "itemId"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate647.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.delta !== undefined){
const _errs1 = errors;
if(typeof data.delta !== "string"){
validate647.errors = [{instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.itemId !== undefined){
const _errs3 = errors;
if(typeof data.itemId !== "string"){
validate647.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs5 = errors;
if(typeof data.threadId !== "string"){
validate647.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs7 = errors;
if(typeof data.turnId !== "string"){
validate647.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate647.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate647.errors = vErrors;
return errors === 0;
}


function validate646(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v49.json" */;
let vErrors = null;
let errors = 0;
if(!(validate647(data, instancePath))){
vErrors = vErrors === null ? validate647.errors : vErrors.concat(validate647.errors);
errors = vErrors.length;
}
validate646.errors = vErrors;
return errors === 0;
}

const v50: Validator<T.CommandExecOutputDeltaNotification> = validate649;
const schema312 = {"$id":"https://mwh.invalid/serverNotificationParams/v50.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/CommandExecOutputDeltaNotification"};
const schema313 = {"properties":{"capReached":{"type":"boolean"},"deltaBase64":{"type":"string"},"processId":{"type":"string"},"stream":{"allOf":[{"$ref":"#/definitions/v2/CommandExecOutputStream"}]}},"required":["capReached","deltaBase64","processId","stream"],"type":"object"};
const schema314 = {"type":"string","enum":["stdout","stderr"]};

function validate651(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate651.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "stdout") || (data === "stderr"))){
validate651.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema314.enum}}];
return false;
}
validate651.errors = vErrors;
return errors === 0;
}


function validate650(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.capReached === undefined) && (missing0 = "capReached")) || ((data.deltaBase64 === undefined) && (missing0 = "deltaBase64"))) || ((data.processId === undefined) && (missing0 = "processId"))) || ((data.stream === undefined) && (missing0 = "stream"))){
validate650.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.capReached !== undefined){
const _errs1 = errors;
if(typeof data.capReached !== "boolean"){
validate650.errors = [{instancePath:instancePath+"/capReached",schemaPath:"#/properties/capReached/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deltaBase64 !== undefined){
const _errs3 = errors;
if(typeof data.deltaBase64 !== "string"){
validate650.errors = [{instancePath:instancePath+"/deltaBase64",schemaPath:"#/properties/deltaBase64/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.processId !== undefined){
const _errs5 = errors;
if(typeof data.processId !== "string"){
validate650.errors = [{instancePath:instancePath+"/processId",schemaPath:"#/properties/processId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stream !== undefined){
const _errs7 = errors;
if(!(validate651(data.stream, instancePath+"/stream"))){
vErrors = vErrors === null ? validate651.errors : vErrors.concat(validate651.errors);
errors = vErrors.length;
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
validate650.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate650.errors = vErrors;
return errors === 0;
}


function validate649(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v50.json" */;
let vErrors = null;
let errors = 0;
if(!(validate650(data, instancePath))){
vErrors = vErrors === null ? validate650.errors : vErrors.concat(validate650.errors);
errors = vErrors.length;
}
validate649.errors = vErrors;
return errors === 0;
}

const v51: Validator<T.ProcessOutputDeltaNotification> = validate654;
const schema315 = {"$id":"https://mwh.invalid/serverNotificationParams/v51.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ProcessOutputDeltaNotification"};
const schema316 = {"properties":{"capReached":{"type":"boolean"},"deltaBase64":{"type":"string"},"processHandle":{"type":"string"},"stream":{"allOf":[{"$ref":"#/definitions/v2/ProcessOutputStream"}]}},"required":["capReached","deltaBase64","processHandle","stream"],"type":"object"};
const schema317 = {"type":"string","enum":["stdout","stderr"]};

function validate656(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate656.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "stdout") || (data === "stderr"))){
validate656.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema317.enum}}];
return false;
}
validate656.errors = vErrors;
return errors === 0;
}


function validate655(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.capReached === undefined) && (missing0 = "capReached")) || ((data.deltaBase64 === undefined) && (missing0 = "deltaBase64"))) || ((data.processHandle === undefined) && (missing0 = "processHandle"))) || ((data.stream === undefined) && (missing0 = "stream"))){
validate655.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.capReached !== undefined){
const _errs1 = errors;
if(typeof data.capReached !== "boolean"){
validate655.errors = [{instancePath:instancePath+"/capReached",schemaPath:"#/properties/capReached/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deltaBase64 !== undefined){
const _errs3 = errors;
if(typeof data.deltaBase64 !== "string"){
validate655.errors = [{instancePath:instancePath+"/deltaBase64",schemaPath:"#/properties/deltaBase64/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.processHandle !== undefined){
const _errs5 = errors;
if(typeof data.processHandle !== "string"){
validate655.errors = [{instancePath:instancePath+"/processHandle",schemaPath:"#/properties/processHandle/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stream !== undefined){
const _errs7 = errors;
if(!(validate656(data.stream, instancePath+"/stream"))){
vErrors = vErrors === null ? validate656.errors : vErrors.concat(validate656.errors);
errors = vErrors.length;
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
validate655.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate655.errors = vErrors;
return errors === 0;
}


function validate654(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v51.json" */;
let vErrors = null;
let errors = 0;
if(!(validate655(data, instancePath))){
vErrors = vErrors === null ? validate655.errors : vErrors.concat(validate655.errors);
errors = vErrors.length;
}
validate654.errors = vErrors;
return errors === 0;
}

const v52: Validator<T.ThreadSearchPartialNotification> = validate659;
const schema318 = {"$id":"https://mwh.invalid/serverNotificationParams/v52.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadSearchPartialNotification"};
const schema319 = {"properties":{"data":{"items":{"$ref":"#/definitions/v2/ThreadSearchResult"},"type":"array"},"requestId":{"$ref":"#/definitions/v2/RequestId"}},"required":["data","requestId"],"type":"object"};
const schema320 = {"properties":{"snippet":{"type":"string"},"thread":{"$ref":"#/definitions/v2/Thread"}},"required":["snippet","thread"],"type":"object"};

function validate661(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.snippet === undefined) && (missing0 = "snippet")) || ((data.thread === undefined) && (missing0 = "thread"))){
validate661.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.snippet !== undefined){
const _errs1 = errors;
if(typeof data.snippet !== "string"){
validate661.errors = [{instancePath:instancePath+"/snippet",schemaPath:"#/properties/snippet/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thread !== undefined){
const _errs3 = errors;
if(!(validate71(data.thread, instancePath+"/thread"))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
errors = vErrors.length;
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
validate661.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate661.errors = vErrors;
return errors === 0;
}

const schema321 = {"anyOf":[{"type":"string"},{"format":"int64","type":"integer"}]};

function validate664(data, instancePath=""){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err1 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err2 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate664.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate664.errors = vErrors;
return errors === 0;
}


function validate660(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.data === undefined) && (missing0 = "data")) || ((data.requestId === undefined) && (missing0 = "requestId"))){
validate660.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.data !== undefined){
let data0 = data.data;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate661(data0[i0], instancePath+"/data/" + i0))){
vErrors = vErrors === null ? validate661.errors : vErrors.concat(validate661.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate660.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.requestId !== undefined){
const _errs4 = errors;
if(!(validate664(data.requestId, instancePath+"/requestId"))){
vErrors = vErrors === null ? validate664.errors : vErrors.concat(validate664.errors);
errors = vErrors.length;
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
validate660.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate660.errors = vErrors;
return errors === 0;
}


function validate659(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v52.json" */;
let vErrors = null;
let errors = 0;
if(!(validate660(data, instancePath))){
vErrors = vErrors === null ? validate660.errors : vErrors.concat(validate660.errors);
errors = vErrors.length;
}
validate659.errors = vErrors;
return errors === 0;
}

const v53: Validator<T.ProcessExitedNotification> = validate667;
const schema322 = {"$id":"https://mwh.invalid/serverNotificationParams/v53.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ProcessExitedNotification"};
const schema323 = {"properties":{"exitCode":{"format":"int32","type":"integer"},"outputDrainTimedOut":{"type":["boolean","null"]},"processHandle":{"type":"string"},"stderr":{"type":"string"},"stderrCapReached":{"type":"boolean"},"stdout":{"type":"string"},"stdoutCapReached":{"type":"boolean"}},"required":["exitCode","processHandle","stderr","stderrCapReached","stdout","stdoutCapReached"],"type":"object"};

function validate668(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.exitCode === undefined) && (missing0 = "exitCode")) || ((data.processHandle === undefined) && (missing0 = "processHandle"))) || ((data.stderr === undefined) && (missing0 = "stderr"))) || ((data.stderrCapReached === undefined) && (missing0 = "stderrCapReached"))) || ((data.stdout === undefined) && (missing0 = "stdout"))) || ((data.stdoutCapReached === undefined) && (missing0 = "stdoutCapReached"))){
validate668.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.exitCode !== undefined){
let data0 = data.exitCode;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate668.errors = [{instancePath:instancePath+"/exitCode",schemaPath:"#/properties/exitCode/type",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.outputDrainTimedOut !== undefined){
let data1 = data.outputDrainTimedOut;
const _errs3 = errors;
if((typeof data1 !== "boolean") && (data1 !== null)){
validate668.errors = [{instancePath:instancePath+"/outputDrainTimedOut",schemaPath:"#/properties/outputDrainTimedOut/type",keyword:"type",params:{type: schema323.properties.outputDrainTimedOut.type}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.processHandle !== undefined){
const _errs5 = errors;
if(typeof data.processHandle !== "string"){
validate668.errors = [{instancePath:instancePath+"/processHandle",schemaPath:"#/properties/processHandle/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stderr !== undefined){
const _errs7 = errors;
if(typeof data.stderr !== "string"){
validate668.errors = [{instancePath:instancePath+"/stderr",schemaPath:"#/properties/stderr/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stderrCapReached !== undefined){
const _errs9 = errors;
if(typeof data.stderrCapReached !== "boolean"){
validate668.errors = [{instancePath:instancePath+"/stderrCapReached",schemaPath:"#/properties/stderrCapReached/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stdout !== undefined){
const _errs11 = errors;
if(typeof data.stdout !== "string"){
validate668.errors = [{instancePath:instancePath+"/stdout",schemaPath:"#/properties/stdout/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stdoutCapReached !== undefined){
const _errs13 = errors;
if(typeof data.stdoutCapReached !== "boolean"){
validate668.errors = [{instancePath:instancePath+"/stdoutCapReached",schemaPath:"#/properties/stdoutCapReached/type",keyword:"type",params:{type: "boolean"}}];
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
}
else {
validate668.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate668.errors = vErrors;
return errors === 0;
}


function validate667(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v53.json" */;
let vErrors = null;
let errors = 0;
if(!(validate668(data, instancePath))){
vErrors = vErrors === null ? validate668.errors : vErrors.concat(validate668.errors);
errors = vErrors.length;
}
validate667.errors = vErrors;
return errors === 0;
}

const v54: Validator<T.CommandExecutionOutputDeltaNotification> = validate670;
const schema324 = {"$id":"https://mwh.invalid/serverNotificationParams/v54.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/CommandExecutionOutputDeltaNotification"};
const schema325 = {"properties":{"delta":{"type":"string"},"itemId":{"type":"string"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["delta","itemId","threadId","turnId"],"type":"object"};

function validate671(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.delta === undefined) && (missing0 = "delta")) || ((data.itemId === undefined) && (missing0 = "itemId"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate671.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.delta !== undefined){
const _errs1 = errors;
if(typeof data.delta !== "string"){
validate671.errors = [{instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.itemId !== undefined){
const _errs3 = errors;
if(typeof data.itemId !== "string"){
validate671.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs5 = errors;
if(typeof data.threadId !== "string"){
validate671.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs7 = errors;
if(typeof data.turnId !== "string"){
validate671.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate671.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate671.errors = vErrors;
return errors === 0;
}


function validate670(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v54.json" */;
let vErrors = null;
let errors = 0;
if(!(validate671(data, instancePath))){
vErrors = vErrors === null ? validate671.errors : vErrors.concat(validate671.errors);
errors = vErrors.length;
}
validate670.errors = vErrors;
return errors === 0;
}

const v55: Validator<T.TerminalInteractionNotification> = validate673;
const schema326 = {"$id":"https://mwh.invalid/serverNotificationParams/v55.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/TerminalInteractionNotification"};
const schema327 = {"properties":{"itemId":{"type":"string"},"processId":{"type":"string"},"stdin":{"type":"string"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["itemId","processId","stdin","threadId","turnId"],"type":"object"};

function validate674(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.itemId === undefined) && (missing0 = "itemId")) || ((data.processId === undefined) && (missing0 = "processId"))) || ((data.stdin === undefined) && (missing0 = "stdin"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate674.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.itemId !== undefined){
const _errs1 = errors;
if(typeof data.itemId !== "string"){
validate674.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.processId !== undefined){
const _errs3 = errors;
if(typeof data.processId !== "string"){
validate674.errors = [{instancePath:instancePath+"/processId",schemaPath:"#/properties/processId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stdin !== undefined){
const _errs5 = errors;
if(typeof data.stdin !== "string"){
validate674.errors = [{instancePath:instancePath+"/stdin",schemaPath:"#/properties/stdin/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs7 = errors;
if(typeof data.threadId !== "string"){
validate674.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs9 = errors;
if(typeof data.turnId !== "string"){
validate674.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate674.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate674.errors = vErrors;
return errors === 0;
}


function validate673(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v55.json" */;
let vErrors = null;
let errors = 0;
if(!(validate674(data, instancePath))){
vErrors = vErrors === null ? validate674.errors : vErrors.concat(validate674.errors);
errors = vErrors.length;
}
validate673.errors = vErrors;
return errors === 0;
}

const v56: Validator<T.FileChangeOutputDeltaNotification> = validate676;
const schema328 = {"$id":"https://mwh.invalid/serverNotificationParams/v56.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/FileChangeOutputDeltaNotification"};
const schema329 = {"properties":{"delta":{"type":"string"},"itemId":{"type":"string"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["delta","itemId","threadId","turnId"],"type":"object"};

function validate677(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.delta === undefined) && (missing0 = "delta")) || ((data.itemId === undefined) && (missing0 = "itemId"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate677.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.delta !== undefined){
const _errs1 = errors;
if(typeof data.delta !== "string"){
validate677.errors = [{instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.itemId !== undefined){
const _errs3 = errors;
if(typeof data.itemId !== "string"){
validate677.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs5 = errors;
if(typeof data.threadId !== "string"){
validate677.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs7 = errors;
if(typeof data.turnId !== "string"){
validate677.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate677.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate677.errors = vErrors;
return errors === 0;
}


function validate676(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v56.json" */;
let vErrors = null;
let errors = 0;
if(!(validate677(data, instancePath))){
vErrors = vErrors === null ? validate677.errors : vErrors.concat(validate677.errors);
errors = vErrors.length;
}
validate676.errors = vErrors;
return errors === 0;
}

const v57: Validator<T.FileChangePatchUpdatedNotification> = validate679;
const schema330 = {"$id":"https://mwh.invalid/serverNotificationParams/v57.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/FileChangePatchUpdatedNotification"};
const schema331 = {"properties":{"changes":{"items":{"$ref":"#/definitions/v2/FileUpdateChange"},"type":"array"},"itemId":{"type":"string"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["changes","itemId","threadId","turnId"],"type":"object"};

function validate680(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.changes === undefined) && (missing0 = "changes")) || ((data.itemId === undefined) && (missing0 = "itemId"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate680.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.changes !== undefined){
let data0 = data.changes;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate211(data0[i0], instancePath+"/changes/" + i0))){
vErrors = vErrors === null ? validate211.errors : vErrors.concat(validate211.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate680.errors = [{instancePath:instancePath+"/changes",schemaPath:"#/properties/changes/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.itemId !== undefined){
const _errs4 = errors;
if(typeof data.itemId !== "string"){
validate680.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs6 = errors;
if(typeof data.threadId !== "string"){
validate680.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs8 = errors;
if(typeof data.turnId !== "string"){
validate680.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
else {
validate680.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate680.errors = vErrors;
return errors === 0;
}


function validate679(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v57.json" */;
let vErrors = null;
let errors = 0;
if(!(validate680(data, instancePath))){
vErrors = vErrors === null ? validate680.errors : vErrors.concat(validate680.errors);
errors = vErrors.length;
}
validate679.errors = vErrors;
return errors === 0;
}

const v58: Validator<T.ServerRequestResolvedNotification> = validate683;
const schema332 = {"$id":"https://mwh.invalid/serverNotificationParams/v58.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ServerRequestResolvedNotification"};
const schema333 = {"properties":{"requestId":{"$ref":"#/definitions/v2/RequestId"},"threadId":{"type":"string"}},"required":["requestId","threadId"],"type":"object"};

function validate684(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.requestId === undefined) && (missing0 = "requestId")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate684.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.requestId !== undefined){
const _errs1 = errors;
if(!(validate664(data.requestId, instancePath+"/requestId"))){
vErrors = vErrors === null ? validate664.errors : vErrors.concat(validate664.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs2 = errors;
if(typeof data.threadId !== "string"){
validate684.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate684.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate684.errors = vErrors;
return errors === 0;
}


function validate683(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v58.json" */;
let vErrors = null;
let errors = 0;
if(!(validate684(data, instancePath))){
vErrors = vErrors === null ? validate684.errors : vErrors.concat(validate684.errors);
errors = vErrors.length;
}
validate683.errors = vErrors;
return errors === 0;
}

const v59: Validator<T.McpToolCallProgressNotification> = validate687;
const schema334 = {"$id":"https://mwh.invalid/serverNotificationParams/v59.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/McpToolCallProgressNotification"};
const schema335 = {"properties":{"itemId":{"type":"string"},"message":{"type":"string"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["itemId","message","threadId","turnId"],"type":"object"};

function validate688(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.itemId === undefined) && (missing0 = "itemId")) || ((data.message === undefined) && (missing0 = "message"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate688.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.itemId !== undefined){
const _errs1 = errors;
if(typeof data.itemId !== "string"){
validate688.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message !== undefined){
const _errs3 = errors;
if(typeof data.message !== "string"){
validate688.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs5 = errors;
if(typeof data.threadId !== "string"){
validate688.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs7 = errors;
if(typeof data.turnId !== "string"){
validate688.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate688.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate688.errors = vErrors;
return errors === 0;
}


function validate687(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v59.json" */;
let vErrors = null;
let errors = 0;
if(!(validate688(data, instancePath))){
vErrors = vErrors === null ? validate688.errors : vErrors.concat(validate688.errors);
errors = vErrors.length;
}
validate687.errors = vErrors;
return errors === 0;
}

const v60: Validator<T.McpServerOauthLoginCompletedNotification> = validate690;
const schema336 = {"$id":"https://mwh.invalid/serverNotificationParams/v60.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/McpServerOauthLoginCompletedNotification"};
const schema337 = {"properties":{"error":{"type":["string","null"]},"loginId":{"type":["string","null"]},"name":{"type":"string"},"success":{"type":"boolean"},"threadId":{"type":["string","null"]}},"required":["name","success"],"type":"object"};

function validate691(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.name === undefined) && (missing0 = "name")) || ((data.success === undefined) && (missing0 = "success"))){
validate691.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.error !== undefined){
let data0 = data.error;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate691.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: schema337.properties.error.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.loginId !== undefined){
let data1 = data.loginId;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate691.errors = [{instancePath:instancePath+"/loginId",schemaPath:"#/properties/loginId/type",keyword:"type",params:{type: schema337.properties.loginId.type}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs5 = errors;
if(typeof data.name !== "string"){
validate691.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.success !== undefined){
const _errs7 = errors;
if(typeof data.success !== "boolean"){
validate691.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
let data4 = data.threadId;
const _errs9 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate691.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: schema337.properties.threadId.type}}];
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
validate691.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate691.errors = vErrors;
return errors === 0;
}


function validate690(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v60.json" */;
let vErrors = null;
let errors = 0;
if(!(validate691(data, instancePath))){
vErrors = vErrors === null ? validate691.errors : vErrors.concat(validate691.errors);
errors = vErrors.length;
}
validate690.errors = vErrors;
return errors === 0;
}

const v61: Validator<T.McpServerStatusUpdatedNotification> = validate693;
const schema338 = {"$id":"https://mwh.invalid/serverNotificationParams/v61.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/McpServerStatusUpdatedNotification"};
const schema339 = {"properties":{"environmentId":{"type":["string","null"]},"error":{"type":["string","null"]},"failureReason":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/McpServerStartupFailureReason"}},"name":{"type":"string"},"status":{"$ref":"#/definitions/v2/McpServerStartupState"},"threadId":{"type":["string","null"]}},"required":["name","status"],"type":"object"};
const schema340 = {"enum":["reauthenticationRequired"],"type":"string"};

function validate695(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate695.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data === "reauthenticationRequired")){
validate695.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema340.enum}}];
return false;
}
validate695.errors = vErrors;
return errors === 0;
}

const schema341 = {"enum":["starting","ready","failed","cancelled"],"type":"string"};

function validate697(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate697.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data === "starting") || (data === "ready")) || (data === "failed")) || (data === "cancelled"))){
validate697.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema341.enum}}];
return false;
}
validate697.errors = vErrors;
return errors === 0;
}


function validate694(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.name === undefined) && (missing0 = "name")) || ((data.status === undefined) && (missing0 = "status"))){
validate694.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.environmentId !== undefined){
let data0 = data.environmentId;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate694.errors = [{instancePath:instancePath+"/environmentId",schemaPath:"#/properties/environmentId/type",keyword:"type",params:{type: schema339.properties.environmentId.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.error !== undefined){
let data1 = data.error;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate694.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: schema339.properties.error.type}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.failureReason !== undefined){
let data2 = data.failureReason;
const _errs5 = errors;
const _errs6 = errors;
let valid1 = true;
const _errs7 = errors;
if(data2 !== null){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs7 === errors;
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs9 = errors;
if(!(validate695(data2, instancePath+"/failureReason"))){
vErrors = vErrors === null ? validate695.errors : vErrors.concat(validate695.errors);
errors = vErrors.length;
}
var _valid0 = _errs9 === errors;
valid1 = _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/failureReason",schemaPath:"#/properties/failureReason/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate694.errors = vErrors;
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs10 = errors;
if(typeof data.name !== "string"){
validate694.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs12 = errors;
if(!(validate697(data.status, instancePath+"/status"))){
vErrors = vErrors === null ? validate697.errors : vErrors.concat(validate697.errors);
errors = vErrors.length;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
let data5 = data.threadId;
const _errs13 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate694.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: schema339.properties.threadId.type}}];
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
validate694.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate694.errors = vErrors;
return errors === 0;
}


function validate693(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v61.json" */;
let vErrors = null;
let errors = 0;
if(!(validate694(data, instancePath))){
vErrors = vErrors === null ? validate694.errors : vErrors.concat(validate694.errors);
errors = vErrors.length;
}
validate693.errors = vErrors;
return errors === 0;
}

const v62: Validator<T.McpServerEventStreamNotification> = validate700;
const schema342 = {"$id":"https://mwh.invalid/serverNotificationParams/v62.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/McpServerEventStreamNotification"};
const schema343 = {"properties":{"notification":{"$ref":"#/definitions/v2/McpServerEventNotification"},"subscriptionId":{"type":"string"}},"required":["notification","subscriptionId"],"type":"object"};
const schema344 = {"properties":{"method":{"type":"string"},"params":true},"required":["method","params"],"type":"object"};

function validate702(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.method === undefined) && (missing0 = "method")) || ((data.params === undefined) && (missing0 = "params"))){
validate702.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.method !== undefined){
if(typeof data.method !== "string"){
validate702.errors = [{instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
}
else {
validate702.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate702.errors = vErrors;
return errors === 0;
}


function validate701(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.notification === undefined) && (missing0 = "notification")) || ((data.subscriptionId === undefined) && (missing0 = "subscriptionId"))){
validate701.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.notification !== undefined){
const _errs1 = errors;
if(!(validate702(data.notification, instancePath+"/notification"))){
vErrors = vErrors === null ? validate702.errors : vErrors.concat(validate702.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subscriptionId !== undefined){
const _errs2 = errors;
if(typeof data.subscriptionId !== "string"){
validate701.errors = [{instancePath:instancePath+"/subscriptionId",schemaPath:"#/properties/subscriptionId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate701.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate701.errors = vErrors;
return errors === 0;
}


function validate700(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v62.json" */;
let vErrors = null;
let errors = 0;
if(!(validate701(data, instancePath))){
vErrors = vErrors === null ? validate701.errors : vErrors.concat(validate701.errors);
errors = vErrors.length;
}
validate700.errors = vErrors;
return errors === 0;
}

const v63: Validator<T.AccountUpdatedNotification> = validate705;
const schema345 = {"$id":"https://mwh.invalid/serverNotificationParams/v63.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/AccountUpdatedNotification"};
const schema346 = {"properties":{"authMode":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/AuthMode"}},"planType":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/PlanType"}},"reason":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/AccountUpdateReason"}}},"type":"object"};
const schema347 = {"type":"string","enum":["apikey","chatgpt","chatgptAuthTokens","headers","agentIdentity","personalAccessToken","bedrockApiKey","bedrockAccessKeys"]};

function validate707(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate707.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((((((data === "apikey") || (data === "chatgpt")) || (data === "chatgptAuthTokens")) || (data === "headers")) || (data === "agentIdentity")) || (data === "personalAccessToken")) || (data === "bedrockApiKey")) || (data === "bedrockAccessKeys"))){
validate707.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema347.enum}}];
return false;
}
validate707.errors = vErrors;
return errors === 0;
}

const schema348 = {"enum":["free","go","plus","pro","prolite","promax","team","self_serve_business_prolite","self_serve_business_usage_based","business","ent26","enterprise_cbp_automation","enterprise_cbp_usage_based","enterprise","edu","edu_plus","edu_pro","sci","sci_plus","unknown"],"type":"string"};

function validate709(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate709.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((((((((((((((((((data === "free") || (data === "go")) || (data === "plus")) || (data === "pro")) || (data === "prolite")) || (data === "promax")) || (data === "team")) || (data === "self_serve_business_prolite")) || (data === "self_serve_business_usage_based")) || (data === "business")) || (data === "ent26")) || (data === "enterprise_cbp_automation")) || (data === "enterprise_cbp_usage_based")) || (data === "enterprise")) || (data === "edu")) || (data === "edu_plus")) || (data === "edu_pro")) || (data === "sci")) || (data === "sci_plus")) || (data === "unknown"))){
validate709.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema348.enum}}];
return false;
}
validate709.errors = vErrors;
return errors === 0;
}

const schema349 = {"enum":["workspaceRoutingReady","unknown"],"type":"string"};

function validate711(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate711.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "workspaceRoutingReady") || (data === "unknown"))){
validate711.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema349.enum}}];
return false;
}
validate711.errors = vErrors;
return errors === 0;
}


function validate706(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.authMode !== undefined){
let data0 = data.authMode;
const _errs1 = errors;
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data0 !== null){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs5 = errors;
if(!(validate707(data0, instancePath+"/authMode"))){
vErrors = vErrors === null ? validate707.errors : vErrors.concat(validate707.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/authMode",schemaPath:"#/properties/authMode/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate706.errors = vErrors;
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.planType !== undefined){
let data1 = data.planType;
const _errs6 = errors;
const _errs7 = errors;
let valid2 = true;
const _errs8 = errors;
if(data1 !== null){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs8 === errors;
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
if(!_valid1){
const _errs10 = errors;
if(!(validate709(data1, instancePath+"/planType"))){
vErrors = vErrors === null ? validate709.errors : vErrors.concat(validate709.errors);
errors = vErrors.length;
}
var _valid1 = _errs10 === errors;
valid2 = _valid1;
}
if(!valid2){
const err3 = {instancePath:instancePath+"/planType",schemaPath:"#/properties/planType/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate706.errors = vErrors;
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data2 = data.reason;
const _errs11 = errors;
const _errs12 = errors;
let valid3 = true;
const _errs13 = errors;
if(data2 !== null){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid2 = _errs13 === errors;
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
if(!_valid2){
const _errs15 = errors;
if(!(validate711(data2, instancePath+"/reason"))){
vErrors = vErrors === null ? validate711.errors : vErrors.concat(validate711.errors);
errors = vErrors.length;
}
var _valid2 = _errs15 === errors;
valid3 = _valid2;
}
if(!valid3){
const err5 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate706.errors = vErrors;
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
else {
validate706.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate706.errors = vErrors;
return errors === 0;
}


function validate705(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v63.json" */;
let vErrors = null;
let errors = 0;
if(!(validate706(data, instancePath))){
vErrors = vErrors === null ? validate706.errors : vErrors.concat(validate706.errors);
errors = vErrors.length;
}
validate705.errors = vErrors;
return errors === 0;
}

const v64: Validator<T.GatewayOAuthChangedNotification> = validate714;
const schema350 = {"$id":"https://mwh.invalid/serverNotificationParams/v64.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/GatewayOAuthChangedNotification"};
const schema351 = {"properties":{"authUrl":{"type":["string","null"]},"error":{"type":["string","null"]},"loginId":{"type":["string","null"]},"providerId":{"type":"string"},"status":{"$ref":"#/definitions/v2/GatewayOAuthStatus"}},"required":["providerId","status"],"type":"object"};
const schema352 = {"enum":["notReady","started","succeeded","failed"],"type":"string"};

function validate716(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate716.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data === "notReady") || (data === "started")) || (data === "succeeded")) || (data === "failed"))){
validate716.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema352.enum}}];
return false;
}
validate716.errors = vErrors;
return errors === 0;
}


function validate715(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.providerId === undefined) && (missing0 = "providerId")) || ((data.status === undefined) && (missing0 = "status"))){
validate715.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.authUrl !== undefined){
let data0 = data.authUrl;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate715.errors = [{instancePath:instancePath+"/authUrl",schemaPath:"#/properties/authUrl/type",keyword:"type",params:{type: schema351.properties.authUrl.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.error !== undefined){
let data1 = data.error;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate715.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: schema351.properties.error.type}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.loginId !== undefined){
let data2 = data.loginId;
const _errs5 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate715.errors = [{instancePath:instancePath+"/loginId",schemaPath:"#/properties/loginId/type",keyword:"type",params:{type: schema351.properties.loginId.type}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.providerId !== undefined){
const _errs7 = errors;
if(typeof data.providerId !== "string"){
validate715.errors = [{instancePath:instancePath+"/providerId",schemaPath:"#/properties/providerId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs9 = errors;
if(!(validate716(data.status, instancePath+"/status"))){
vErrors = vErrors === null ? validate716.errors : vErrors.concat(validate716.errors);
errors = vErrors.length;
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
validate715.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate715.errors = vErrors;
return errors === 0;
}


function validate714(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v64.json" */;
let vErrors = null;
let errors = 0;
if(!(validate715(data, instancePath))){
vErrors = vErrors === null ? validate715.errors : vErrors.concat(validate715.errors);
errors = vErrors.length;
}
validate714.errors = vErrors;
return errors === 0;
}

const v65: Validator<T.AccountRateLimitsUpdatedNotification> = validate719;
const schema353 = {"$id":"https://mwh.invalid/serverNotificationParams/v65.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/AccountRateLimitsUpdatedNotification"};
const schema354 = {"properties":{"rateLimits":{"$ref":"#/definitions/v2/RateLimitSnapshot"}},"required":["rateLimits"],"type":"object"};
const schema355 = {"properties":{"credits":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/CreditsSnapshot"}},"individualLimit":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/SpendControlLimitSnapshot"}},"limitId":{"type":["string","null"]},"limitName":{"type":["string","null"]},"normalModelSlug":{"type":["string","null"]},"planType":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/PlanType"}},"primary":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/RateLimitWindow"}},"rateLimitReachedType":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/RateLimitReachedType"}},"secondary":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/RateLimitWindow"}},"spendControlReached":{"type":["boolean","null"]}},"type":"object"};
const schema356 = {"properties":{"balance":{"type":["string","null"]},"hasCredits":{"type":"boolean"},"unlimited":{"type":"boolean"}},"required":["hasCredits","unlimited"],"type":"object"};

function validate722(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.hasCredits === undefined) && (missing0 = "hasCredits")) || ((data.unlimited === undefined) && (missing0 = "unlimited"))){
validate722.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.balance !== undefined){
let data0 = data.balance;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate722.errors = [{instancePath:instancePath+"/balance",schemaPath:"#/properties/balance/type",keyword:"type",params:{type: schema356.properties.balance.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.hasCredits !== undefined){
const _errs3 = errors;
if(typeof data.hasCredits !== "boolean"){
validate722.errors = [{instancePath:instancePath+"/hasCredits",schemaPath:"#/properties/hasCredits/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.unlimited !== undefined){
const _errs5 = errors;
if(typeof data.unlimited !== "boolean"){
validate722.errors = [{instancePath:instancePath+"/unlimited",schemaPath:"#/properties/unlimited/type",keyword:"type",params:{type: "boolean"}}];
return false;
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
validate722.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate722.errors = vErrors;
return errors === 0;
}

const schema357 = {"properties":{"limit":{"type":"string"},"remainingPercent":{"format":"int32","type":"integer"},"resetsAt":{"format":"int64","type":"integer"},"used":{"type":"string"}},"required":["limit","remainingPercent","resetsAt","used"],"type":"object"};

function validate724(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.limit === undefined) && (missing0 = "limit")) || ((data.remainingPercent === undefined) && (missing0 = "remainingPercent"))) || ((data.resetsAt === undefined) && (missing0 = "resetsAt"))) || ((data.used === undefined) && (missing0 = "used"))){
validate724.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.limit !== undefined){
const _errs1 = errors;
if(typeof data.limit !== "string"){
validate724.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.remainingPercent !== undefined){
let data1 = data.remainingPercent;
const _errs3 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
validate724.errors = [{instancePath:instancePath+"/remainingPercent",schemaPath:"#/properties/remainingPercent/type",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resetsAt !== undefined){
let data2 = data.resetsAt;
const _errs5 = errors;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
validate724.errors = [{instancePath:instancePath+"/resetsAt",schemaPath:"#/properties/resetsAt/type",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.used !== undefined){
const _errs7 = errors;
if(typeof data.used !== "string"){
validate724.errors = [{instancePath:instancePath+"/used",schemaPath:"#/properties/used/type",keyword:"type",params:{type: "string"}}];
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
validate724.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate724.errors = vErrors;
return errors === 0;
}

const schema358 = {"properties":{"resetsAt":{"format":"int64","type":["integer","null"]},"usedPercent":{"format":"int32","type":"integer"},"windowDurationMins":{"format":"int64","type":["integer","null"]}},"required":["usedPercent"],"type":"object"};

function validate727(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.usedPercent === undefined) && (missing0 = "usedPercent")){
validate727.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.resetsAt !== undefined){
let data0 = data.resetsAt;
const _errs1 = errors;
if((!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))) && (data0 !== null)){
validate727.errors = [{instancePath:instancePath+"/resetsAt",schemaPath:"#/properties/resetsAt/type",keyword:"type",params:{type: schema358.properties.resetsAt.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.usedPercent !== undefined){
let data1 = data.usedPercent;
const _errs3 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
validate727.errors = [{instancePath:instancePath+"/usedPercent",schemaPath:"#/properties/usedPercent/type",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.windowDurationMins !== undefined){
let data2 = data.windowDurationMins;
const _errs5 = errors;
if((!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))) && (data2 !== null)){
validate727.errors = [{instancePath:instancePath+"/windowDurationMins",schemaPath:"#/properties/windowDurationMins/type",keyword:"type",params:{type: schema358.properties.windowDurationMins.type}}];
return false;
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
validate727.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate727.errors = vErrors;
return errors === 0;
}

const schema359 = {"enum":["rate_limit_reached","workspace_owner_credits_depleted","workspace_member_credits_depleted","workspace_owner_usage_limit_reached","workspace_member_usage_limit_reached"],"type":"string"};

function validate729(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate729.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((((data === "rate_limit_reached") || (data === "workspace_owner_credits_depleted")) || (data === "workspace_member_credits_depleted")) || (data === "workspace_owner_usage_limit_reached")) || (data === "workspace_member_usage_limit_reached"))){
validate729.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema359.enum}}];
return false;
}
validate729.errors = vErrors;
return errors === 0;
}


function validate721(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.credits !== undefined){
let data0 = data.credits;
const _errs1 = errors;
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data0 !== null){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs5 = errors;
if(!(validate722(data0, instancePath+"/credits"))){
vErrors = vErrors === null ? validate722.errors : vErrors.concat(validate722.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/credits",schemaPath:"#/properties/credits/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate721.errors = vErrors;
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.individualLimit !== undefined){
let data1 = data.individualLimit;
const _errs6 = errors;
const _errs7 = errors;
let valid2 = true;
const _errs8 = errors;
if(data1 !== null){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs8 === errors;
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
if(!_valid1){
const _errs10 = errors;
if(!(validate724(data1, instancePath+"/individualLimit"))){
vErrors = vErrors === null ? validate724.errors : vErrors.concat(validate724.errors);
errors = vErrors.length;
}
var _valid1 = _errs10 === errors;
valid2 = _valid1;
}
if(!valid2){
const err3 = {instancePath:instancePath+"/individualLimit",schemaPath:"#/properties/individualLimit/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate721.errors = vErrors;
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.limitId !== undefined){
let data2 = data.limitId;
const _errs11 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate721.errors = [{instancePath:instancePath+"/limitId",schemaPath:"#/properties/limitId/type",keyword:"type",params:{type: schema355.properties.limitId.type}}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.limitName !== undefined){
let data3 = data.limitName;
const _errs13 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate721.errors = [{instancePath:instancePath+"/limitName",schemaPath:"#/properties/limitName/type",keyword:"type",params:{type: schema355.properties.limitName.type}}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.normalModelSlug !== undefined){
let data4 = data.normalModelSlug;
const _errs15 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate721.errors = [{instancePath:instancePath+"/normalModelSlug",schemaPath:"#/properties/normalModelSlug/type",keyword:"type",params:{type: schema355.properties.normalModelSlug.type}}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.planType !== undefined){
let data5 = data.planType;
const _errs17 = errors;
const _errs18 = errors;
let valid3 = true;
const _errs19 = errors;
if(data5 !== null){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid2 = _errs19 === errors;
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
if(!_valid2){
const _errs21 = errors;
if(!(validate709(data5, instancePath+"/planType"))){
vErrors = vErrors === null ? validate709.errors : vErrors.concat(validate709.errors);
errors = vErrors.length;
}
var _valid2 = _errs21 === errors;
valid3 = _valid2;
}
if(!valid3){
const err5 = {instancePath:instancePath+"/planType",schemaPath:"#/properties/planType/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate721.errors = vErrors;
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.primary !== undefined){
let data6 = data.primary;
const _errs22 = errors;
const _errs23 = errors;
let valid4 = true;
const _errs24 = errors;
if(data6 !== null){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid3 = _errs24 === errors;
errors = _errs23;
if(vErrors !== null){
if(_errs23){
vErrors.length = _errs23;
}
else {
vErrors = null;
}
}
if(!_valid3){
const _errs26 = errors;
if(!(validate727(data6, instancePath+"/primary"))){
vErrors = vErrors === null ? validate727.errors : vErrors.concat(validate727.errors);
errors = vErrors.length;
}
var _valid3 = _errs26 === errors;
valid4 = _valid3;
}
if(!valid4){
const err7 = {instancePath:instancePath+"/primary",schemaPath:"#/properties/primary/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate721.errors = vErrors;
return false;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.rateLimitReachedType !== undefined){
let data7 = data.rateLimitReachedType;
const _errs27 = errors;
const _errs28 = errors;
let valid5 = true;
const _errs29 = errors;
if(data7 !== null){
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid4 = _errs29 === errors;
errors = _errs28;
if(vErrors !== null){
if(_errs28){
vErrors.length = _errs28;
}
else {
vErrors = null;
}
}
if(!_valid4){
const _errs31 = errors;
if(!(validate729(data7, instancePath+"/rateLimitReachedType"))){
vErrors = vErrors === null ? validate729.errors : vErrors.concat(validate729.errors);
errors = vErrors.length;
}
var _valid4 = _errs31 === errors;
valid5 = _valid4;
}
if(!valid5){
const err9 = {instancePath:instancePath+"/rateLimitReachedType",schemaPath:"#/properties/rateLimitReachedType/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
validate721.errors = vErrors;
return false;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.secondary !== undefined){
let data8 = data.secondary;
const _errs32 = errors;
const _errs33 = errors;
let valid6 = true;
const _errs34 = errors;
if(data8 !== null){
const err10 = {};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid5 = _errs34 === errors;
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
if(!_valid5){
const _errs36 = errors;
if(!(validate727(data8, instancePath+"/secondary"))){
vErrors = vErrors === null ? validate727.errors : vErrors.concat(validate727.errors);
errors = vErrors.length;
}
var _valid5 = _errs36 === errors;
valid6 = _valid5;
}
if(!valid6){
const err11 = {instancePath:instancePath+"/secondary",schemaPath:"#/properties/secondary/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
validate721.errors = vErrors;
return false;
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.spendControlReached !== undefined){
let data9 = data.spendControlReached;
const _errs37 = errors;
if((typeof data9 !== "boolean") && (data9 !== null)){
validate721.errors = [{instancePath:instancePath+"/spendControlReached",schemaPath:"#/properties/spendControlReached/type",keyword:"type",params:{type: schema355.properties.spendControlReached.type}}];
return false;
}
var valid0 = _errs37 === errors;
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
validate721.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate721.errors = vErrors;
return errors === 0;
}


function validate720(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.rateLimits === undefined) && (missing0 = "rateLimits")){
validate720.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.rateLimits !== undefined){
if(!(validate721(data.rateLimits, instancePath+"/rateLimits"))){
vErrors = vErrors === null ? validate721.errors : vErrors.concat(validate721.errors);
errors = vErrors.length;
}
}
}
}
else {
validate720.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate720.errors = vErrors;
return errors === 0;
}


function validate719(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v65.json" */;
let vErrors = null;
let errors = 0;
if(!(validate720(data, instancePath))){
vErrors = vErrors === null ? validate720.errors : vErrors.concat(validate720.errors);
errors = vErrors.length;
}
validate719.errors = vErrors;
return errors === 0;
}

const v66: Validator<T.AppListUpdatedNotification> = validate734;
const schema360 = {"$id":"https://mwh.invalid/serverNotificationParams/v66.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/AppListUpdatedNotification"};
const schema361 = {"properties":{"data":{"items":{"$ref":"#/definitions/v2/AppInfo"},"type":"array"}},"required":["data"],"type":"object"};
const schema362 = {"properties":{"appMetadata":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/AppMetadata"}},"branding":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/AppBranding"}},"description":{"type":["string","null"]},"distributionChannel":{"type":["string","null"]},"iconAssets":{"additionalProperties":{"type":"string"},"type":["object","null"]},"iconDarkAssets":{"additionalProperties":{"type":"string"},"type":["object","null"]},"id":{"type":"string"},"installUrl":{"type":["string","null"]},"isAccessible":{"type":"boolean"},"isEnabled":{"type":"boolean"},"labels":{"additionalProperties":{"type":"string"},"type":["object","null"]},"logoUrl":{"type":["string","null"]},"logoUrlDark":{"type":["string","null"]},"name":{"type":"string"},"pluginDisplayNames":{"items":{"type":"string"},"type":"array"}},"required":["id","name"],"type":"object"};
const schema363 = {"properties":{"categories":{"items":{"type":"string"},"type":["array","null"]},"developer":{"type":["string","null"]},"firstPartyRequiresInstall":{"type":["boolean","null"]},"review":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/AppReview"}},"screenshots":{"items":{"$ref":"#/definitions/v2/AppScreenshot"},"type":["array","null"]},"seoDescription":{"type":["string","null"]},"showInComposerWhenUnlinked":{"type":["boolean","null"]},"subCategories":{"items":{"type":"string"},"type":["array","null"]},"version":{"type":["string","null"]},"versionId":{"type":["string","null"]},"versionNotes":{"type":["string","null"]}},"type":"object"};
const schema364 = {"properties":{"status":{"type":"string"}},"required":["status"],"type":"object"};

function validate738(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.status === undefined) && (missing0 = "status")){
validate738.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.status !== undefined){
if(typeof data.status !== "string"){
validate738.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
}
else {
validate738.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate738.errors = vErrors;
return errors === 0;
}

const schema365 = {"properties":{"fileId":{"type":["string","null"]},"url":{"type":["string","null"]},"userPrompt":{"type":"string"}},"required":["userPrompt"],"type":"object"};

function validate740(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.userPrompt === undefined) && (missing0 = "userPrompt")){
validate740.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.fileId !== undefined){
let data0 = data.fileId;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate740.errors = [{instancePath:instancePath+"/fileId",schemaPath:"#/properties/fileId/type",keyword:"type",params:{type: schema365.properties.fileId.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.url !== undefined){
let data1 = data.url;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate740.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: schema365.properties.url.type}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userPrompt !== undefined){
const _errs5 = errors;
if(typeof data.userPrompt !== "string"){
validate740.errors = [{instancePath:instancePath+"/userPrompt",schemaPath:"#/properties/userPrompt/type",keyword:"type",params:{type: "string"}}];
return false;
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
validate740.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate740.errors = vErrors;
return errors === 0;
}


function validate737(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.categories !== undefined){
let data0 = data.categories;
const _errs1 = errors;
if((!(Array.isArray(data0))) && (data0 !== null)){
validate737.errors = [{instancePath:instancePath+"/categories",schemaPath:"#/properties/categories/type",keyword:"type",params:{type: schema363.properties.categories.type}}];
return false;
}
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(typeof data0[i0] !== "string"){
validate737.errors = [{instancePath:instancePath+"/categories/" + i0,schemaPath:"#/properties/categories/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.developer !== undefined){
let data2 = data.developer;
const _errs5 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate737.errors = [{instancePath:instancePath+"/developer",schemaPath:"#/properties/developer/type",keyword:"type",params:{type: schema363.properties.developer.type}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.firstPartyRequiresInstall !== undefined){
let data3 = data.firstPartyRequiresInstall;
const _errs7 = errors;
if((typeof data3 !== "boolean") && (data3 !== null)){
validate737.errors = [{instancePath:instancePath+"/firstPartyRequiresInstall",schemaPath:"#/properties/firstPartyRequiresInstall/type",keyword:"type",params:{type: schema363.properties.firstPartyRequiresInstall.type}}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.review !== undefined){
let data4 = data.review;
const _errs9 = errors;
const _errs10 = errors;
let valid2 = true;
const _errs11 = errors;
if(data4 !== null){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs11 === errors;
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs13 = errors;
if(!(validate738(data4, instancePath+"/review"))){
vErrors = vErrors === null ? validate738.errors : vErrors.concat(validate738.errors);
errors = vErrors.length;
}
var _valid0 = _errs13 === errors;
valid2 = _valid0;
}
if(!valid2){
const err1 = {instancePath:instancePath+"/review",schemaPath:"#/properties/review/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate737.errors = vErrors;
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.screenshots !== undefined){
let data5 = data.screenshots;
const _errs14 = errors;
if((!(Array.isArray(data5))) && (data5 !== null)){
validate737.errors = [{instancePath:instancePath+"/screenshots",schemaPath:"#/properties/screenshots/type",keyword:"type",params:{type: schema363.properties.screenshots.type}}];
return false;
}
if(errors === _errs14){
if(Array.isArray(data5)){
var valid3 = true;
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
const _errs16 = errors;
if(!(validate740(data5[i1], instancePath+"/screenshots/" + i1))){
vErrors = vErrors === null ? validate740.errors : vErrors.concat(validate740.errors);
errors = vErrors.length;
}
var valid3 = _errs16 === errors;
if(!valid3){
break;
}
}
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.seoDescription !== undefined){
let data7 = data.seoDescription;
const _errs17 = errors;
if((typeof data7 !== "string") && (data7 !== null)){
validate737.errors = [{instancePath:instancePath+"/seoDescription",schemaPath:"#/properties/seoDescription/type",keyword:"type",params:{type: schema363.properties.seoDescription.type}}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.showInComposerWhenUnlinked !== undefined){
let data8 = data.showInComposerWhenUnlinked;
const _errs19 = errors;
if((typeof data8 !== "boolean") && (data8 !== null)){
validate737.errors = [{instancePath:instancePath+"/showInComposerWhenUnlinked",schemaPath:"#/properties/showInComposerWhenUnlinked/type",keyword:"type",params:{type: schema363.properties.showInComposerWhenUnlinked.type}}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subCategories !== undefined){
let data9 = data.subCategories;
const _errs21 = errors;
if((!(Array.isArray(data9))) && (data9 !== null)){
validate737.errors = [{instancePath:instancePath+"/subCategories",schemaPath:"#/properties/subCategories/type",keyword:"type",params:{type: schema363.properties.subCategories.type}}];
return false;
}
if(errors === _errs21){
if(Array.isArray(data9)){
var valid4 = true;
const len2 = data9.length;
for(let i2=0; i2<len2; i2++){
const _errs23 = errors;
if(typeof data9[i2] !== "string"){
validate737.errors = [{instancePath:instancePath+"/subCategories/" + i2,schemaPath:"#/properties/subCategories/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid4 = _errs23 === errors;
if(!valid4){
break;
}
}
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
let data11 = data.version;
const _errs25 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
validate737.errors = [{instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: schema363.properties.version.type}}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.versionId !== undefined){
let data12 = data.versionId;
const _errs27 = errors;
if((typeof data12 !== "string") && (data12 !== null)){
validate737.errors = [{instancePath:instancePath+"/versionId",schemaPath:"#/properties/versionId/type",keyword:"type",params:{type: schema363.properties.versionId.type}}];
return false;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.versionNotes !== undefined){
let data13 = data.versionNotes;
const _errs29 = errors;
if((typeof data13 !== "string") && (data13 !== null)){
validate737.errors = [{instancePath:instancePath+"/versionNotes",schemaPath:"#/properties/versionNotes/type",keyword:"type",params:{type: schema363.properties.versionNotes.type}}];
return false;
}
var valid0 = _errs29 === errors;
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
validate737.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate737.errors = vErrors;
return errors === 0;
}

const schema366 = {"properties":{"category":{"type":["string","null"]},"developer":{"type":["string","null"]},"isDiscoverableApp":{"type":"boolean"},"privacyPolicy":{"type":["string","null"]},"termsOfService":{"type":["string","null"]},"website":{"type":["string","null"]}},"required":["isDiscoverableApp"],"type":"object"};

function validate743(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.isDiscoverableApp === undefined) && (missing0 = "isDiscoverableApp")){
validate743.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.category !== undefined){
let data0 = data.category;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate743.errors = [{instancePath:instancePath+"/category",schemaPath:"#/properties/category/type",keyword:"type",params:{type: schema366.properties.category.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.developer !== undefined){
let data1 = data.developer;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate743.errors = [{instancePath:instancePath+"/developer",schemaPath:"#/properties/developer/type",keyword:"type",params:{type: schema366.properties.developer.type}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isDiscoverableApp !== undefined){
const _errs5 = errors;
if(typeof data.isDiscoverableApp !== "boolean"){
validate743.errors = [{instancePath:instancePath+"/isDiscoverableApp",schemaPath:"#/properties/isDiscoverableApp/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.privacyPolicy !== undefined){
let data3 = data.privacyPolicy;
const _errs7 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate743.errors = [{instancePath:instancePath+"/privacyPolicy",schemaPath:"#/properties/privacyPolicy/type",keyword:"type",params:{type: schema366.properties.privacyPolicy.type}}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.termsOfService !== undefined){
let data4 = data.termsOfService;
const _errs9 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate743.errors = [{instancePath:instancePath+"/termsOfService",schemaPath:"#/properties/termsOfService/type",keyword:"type",params:{type: schema366.properties.termsOfService.type}}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.website !== undefined){
let data5 = data.website;
const _errs11 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate743.errors = [{instancePath:instancePath+"/website",schemaPath:"#/properties/website/type",keyword:"type",params:{type: schema366.properties.website.type}}];
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
}
else {
validate743.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate743.errors = vErrors;
return errors === 0;
}


function validate736(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))){
validate736.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.appMetadata !== undefined){
let data0 = data.appMetadata;
const _errs1 = errors;
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data0 !== null){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs5 = errors;
if(!(validate737(data0, instancePath+"/appMetadata"))){
vErrors = vErrors === null ? validate737.errors : vErrors.concat(validate737.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/appMetadata",schemaPath:"#/properties/appMetadata/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate736.errors = vErrors;
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.branding !== undefined){
let data1 = data.branding;
const _errs6 = errors;
const _errs7 = errors;
let valid2 = true;
const _errs8 = errors;
if(data1 !== null){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs8 === errors;
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
if(!_valid1){
const _errs10 = errors;
if(!(validate743(data1, instancePath+"/branding"))){
vErrors = vErrors === null ? validate743.errors : vErrors.concat(validate743.errors);
errors = vErrors.length;
}
var _valid1 = _errs10 === errors;
valid2 = _valid1;
}
if(!valid2){
const err3 = {instancePath:instancePath+"/branding",schemaPath:"#/properties/branding/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate736.errors = vErrors;
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
let data2 = data.description;
const _errs11 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate736.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema362.properties.description.type}}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.distributionChannel !== undefined){
let data3 = data.distributionChannel;
const _errs13 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate736.errors = [{instancePath:instancePath+"/distributionChannel",schemaPath:"#/properties/distributionChannel/type",keyword:"type",params:{type: schema362.properties.distributionChannel.type}}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.iconAssets !== undefined){
let data4 = data.iconAssets;
const _errs15 = errors;
if((!(data4 && typeof data4 == "object" && !Array.isArray(data4))) && (data4 !== null)){
validate736.errors = [{instancePath:instancePath+"/iconAssets",schemaPath:"#/properties/iconAssets/type",keyword:"type",params:{type: schema362.properties.iconAssets.type}}];
return false;
}
if(errors === _errs15){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
const _errs18 = errors;
if(typeof data4[key0] !== "string"){
validate736.errors = [{instancePath:instancePath+"/iconAssets/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/iconAssets/additionalProperties/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid3 = _errs18 === errors;
if(!valid3){
break;
}
}
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.iconDarkAssets !== undefined){
let data6 = data.iconDarkAssets;
const _errs20 = errors;
if((!(data6 && typeof data6 == "object" && !Array.isArray(data6))) && (data6 !== null)){
validate736.errors = [{instancePath:instancePath+"/iconDarkAssets",schemaPath:"#/properties/iconDarkAssets/type",keyword:"type",params:{type: schema362.properties.iconDarkAssets.type}}];
return false;
}
if(errors === _errs20){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key1 in data6){
const _errs23 = errors;
if(typeof data6[key1] !== "string"){
validate736.errors = [{instancePath:instancePath+"/iconDarkAssets/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/iconDarkAssets/additionalProperties/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid4 = _errs23 === errors;
if(!valid4){
break;
}
}
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs25 = errors;
if(typeof data.id !== "string"){
validate736.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.installUrl !== undefined){
let data9 = data.installUrl;
const _errs27 = errors;
if((typeof data9 !== "string") && (data9 !== null)){
validate736.errors = [{instancePath:instancePath+"/installUrl",schemaPath:"#/properties/installUrl/type",keyword:"type",params:{type: schema362.properties.installUrl.type}}];
return false;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isAccessible !== undefined){
const _errs29 = errors;
if(typeof data.isAccessible !== "boolean"){
validate736.errors = [{instancePath:instancePath+"/isAccessible",schemaPath:"#/properties/isAccessible/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isEnabled !== undefined){
const _errs31 = errors;
if(typeof data.isEnabled !== "boolean"){
validate736.errors = [{instancePath:instancePath+"/isEnabled",schemaPath:"#/properties/isEnabled/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.labels !== undefined){
let data12 = data.labels;
const _errs33 = errors;
if((!(data12 && typeof data12 == "object" && !Array.isArray(data12))) && (data12 !== null)){
validate736.errors = [{instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/type",keyword:"type",params:{type: schema362.properties.labels.type}}];
return false;
}
if(errors === _errs33){
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
for(const key2 in data12){
const _errs36 = errors;
if(typeof data12[key2] !== "string"){
validate736.errors = [{instancePath:instancePath+"/labels/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/labels/additionalProperties/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid5 = _errs36 === errors;
if(!valid5){
break;
}
}
}
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.logoUrl !== undefined){
let data14 = data.logoUrl;
const _errs38 = errors;
if((typeof data14 !== "string") && (data14 !== null)){
validate736.errors = [{instancePath:instancePath+"/logoUrl",schemaPath:"#/properties/logoUrl/type",keyword:"type",params:{type: schema362.properties.logoUrl.type}}];
return false;
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.logoUrlDark !== undefined){
let data15 = data.logoUrlDark;
const _errs40 = errors;
if((typeof data15 !== "string") && (data15 !== null)){
validate736.errors = [{instancePath:instancePath+"/logoUrlDark",schemaPath:"#/properties/logoUrlDark/type",keyword:"type",params:{type: schema362.properties.logoUrlDark.type}}];
return false;
}
var valid0 = _errs40 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs42 = errors;
if(typeof data.name !== "string"){
validate736.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs42 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pluginDisplayNames !== undefined){
let data17 = data.pluginDisplayNames;
const _errs44 = errors;
if(errors === _errs44){
if(Array.isArray(data17)){
var valid6 = true;
const len0 = data17.length;
for(let i0=0; i0<len0; i0++){
const _errs46 = errors;
if(typeof data17[i0] !== "string"){
validate736.errors = [{instancePath:instancePath+"/pluginDisplayNames/" + i0,schemaPath:"#/properties/pluginDisplayNames/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid6 = _errs46 === errors;
if(!valid6){
break;
}
}
}
else {
validate736.errors = [{instancePath:instancePath+"/pluginDisplayNames",schemaPath:"#/properties/pluginDisplayNames/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs44 === errors;
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
else {
validate736.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate736.errors = vErrors;
return errors === 0;
}


function validate735(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.data === undefined) && (missing0 = "data")){
validate735.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.data !== undefined){
let data0 = data.data;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate736(data0[i0], instancePath+"/data/" + i0))){
vErrors = vErrors === null ? validate736.errors : vErrors.concat(validate736.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate735.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
}
}
}
else {
validate735.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate735.errors = vErrors;
return errors === 0;
}


function validate734(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v66.json" */;
let vErrors = null;
let errors = 0;
if(!(validate735(data, instancePath))){
vErrors = vErrors === null ? validate735.errors : vErrors.concat(validate735.errors);
errors = vErrors.length;
}
validate734.errors = vErrors;
return errors === 0;
}

const v67: Validator<T.RemoteControlStatusChangedNotification> = validate747;
const schema367 = {"$id":"https://mwh.invalid/serverNotificationParams/v67.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/RemoteControlStatusChangedNotification"};
const schema368 = {"properties":{"environmentId":{"type":["string","null"]},"installationId":{"type":"string"},"serverName":{"type":"string"},"status":{"$ref":"#/definitions/v2/RemoteControlConnectionStatus"}},"required":["installationId","serverName","status"],"type":"object"};
const schema369 = {"enum":["disabled","connecting","connected","errored"],"type":"string"};

function validate749(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate749.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data === "disabled") || (data === "connecting")) || (data === "connected")) || (data === "errored"))){
validate749.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema369.enum}}];
return false;
}
validate749.errors = vErrors;
return errors === 0;
}


function validate748(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.installationId === undefined) && (missing0 = "installationId")) || ((data.serverName === undefined) && (missing0 = "serverName"))) || ((data.status === undefined) && (missing0 = "status"))){
validate748.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.environmentId !== undefined){
let data0 = data.environmentId;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate748.errors = [{instancePath:instancePath+"/environmentId",schemaPath:"#/properties/environmentId/type",keyword:"type",params:{type: schema368.properties.environmentId.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.installationId !== undefined){
const _errs3 = errors;
if(typeof data.installationId !== "string"){
validate748.errors = [{instancePath:instancePath+"/installationId",schemaPath:"#/properties/installationId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.serverName !== undefined){
const _errs5 = errors;
if(typeof data.serverName !== "string"){
validate748.errors = [{instancePath:instancePath+"/serverName",schemaPath:"#/properties/serverName/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs7 = errors;
if(!(validate749(data.status, instancePath+"/status"))){
vErrors = vErrors === null ? validate749.errors : vErrors.concat(validate749.errors);
errors = vErrors.length;
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
validate748.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate748.errors = vErrors;
return errors === 0;
}


function validate747(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v67.json" */;
let vErrors = null;
let errors = 0;
if(!(validate748(data, instancePath))){
vErrors = vErrors === null ? validate748.errors : vErrors.concat(validate748.errors);
errors = vErrors.length;
}
validate747.errors = vErrors;
return errors === 0;
}

const v68: Validator<T.ExternalAgentConfigImportProgressNotification> = validate752;
const schema370 = {"$id":"https://mwh.invalid/serverNotificationParams/v68.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ExternalAgentConfigImportProgressNotification"};
const schema371 = {"properties":{"importId":{"type":"string"},"itemTypeResults":{"items":{"$ref":"#/definitions/v2/ExternalAgentConfigImportTypeResult"},"type":"array"}},"required":["importId","itemTypeResults"],"type":"object"};
const schema372 = {"properties":{"failures":{"items":{"$ref":"#/definitions/v2/ExternalAgentConfigImportItemTypeFailure"},"type":"array"},"itemType":{"$ref":"#/definitions/v2/ExternalAgentConfigMigrationItemType"},"successes":{"items":{"$ref":"#/definitions/v2/ExternalAgentConfigImportItemTypeSuccess"},"type":"array"}},"required":["failures","itemType","successes"],"type":"object"};
const schema373 = {"properties":{"cwd":{"type":["string","null"]},"errorType":{"type":["string","null"]},"failureStage":{"type":"string"},"itemType":{"$ref":"#/definitions/v2/ExternalAgentConfigMigrationItemType"},"message":{"type":"string"},"source":{"type":["string","null"]},"subErrorType":{"type":["string","null"]}},"required":["failureStage","itemType","message"],"type":"object"};
const schema374 = {"enum":["AGENTS_MD","CONFIG","SKILLS","PLUGINS","MCP_SERVER_CONFIG","SUBAGENTS","HOOKS","COMMANDS","MEMORY","SESSIONS"],"type":"string"};

function validate756(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate756.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((((((((data === "AGENTS_MD") || (data === "CONFIG")) || (data === "SKILLS")) || (data === "PLUGINS")) || (data === "MCP_SERVER_CONFIG")) || (data === "SUBAGENTS")) || (data === "HOOKS")) || (data === "COMMANDS")) || (data === "MEMORY")) || (data === "SESSIONS"))){
validate756.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema374.enum}}];
return false;
}
validate756.errors = vErrors;
return errors === 0;
}


function validate755(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.failureStage === undefined) && (missing0 = "failureStage")) || ((data.itemType === undefined) && (missing0 = "itemType"))) || ((data.message === undefined) && (missing0 = "message"))){
validate755.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.cwd !== undefined){
let data0 = data.cwd;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate755.errors = [{instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/type",keyword:"type",params:{type: schema373.properties.cwd.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.errorType !== undefined){
let data1 = data.errorType;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate755.errors = [{instancePath:instancePath+"/errorType",schemaPath:"#/properties/errorType/type",keyword:"type",params:{type: schema373.properties.errorType.type}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.failureStage !== undefined){
const _errs5 = errors;
if(typeof data.failureStage !== "string"){
validate755.errors = [{instancePath:instancePath+"/failureStage",schemaPath:"#/properties/failureStage/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.itemType !== undefined){
const _errs7 = errors;
if(!(validate756(data.itemType, instancePath+"/itemType"))){
vErrors = vErrors === null ? validate756.errors : vErrors.concat(validate756.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message !== undefined){
const _errs8 = errors;
if(typeof data.message !== "string"){
validate755.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.source !== undefined){
let data5 = data.source;
const _errs10 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate755.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: schema373.properties.source.type}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subErrorType !== undefined){
let data6 = data.subErrorType;
const _errs12 = errors;
if((typeof data6 !== "string") && (data6 !== null)){
validate755.errors = [{instancePath:instancePath+"/subErrorType",schemaPath:"#/properties/subErrorType/type",keyword:"type",params:{type: schema373.properties.subErrorType.type}}];
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
validate755.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate755.errors = vErrors;
return errors === 0;
}

const schema375 = {"properties":{"cwd":{"type":["string","null"]},"itemType":{"$ref":"#/definitions/v2/ExternalAgentConfigMigrationItemType"},"source":{"type":["string","null"]},"target":{"type":["string","null"]},"title":{"type":["string","null"]}},"required":["itemType"],"type":"object"};

function validate760(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.itemType === undefined) && (missing0 = "itemType")){
validate760.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.cwd !== undefined){
let data0 = data.cwd;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate760.errors = [{instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/type",keyword:"type",params:{type: schema375.properties.cwd.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.itemType !== undefined){
const _errs3 = errors;
if(!(validate756(data.itemType, instancePath+"/itemType"))){
vErrors = vErrors === null ? validate756.errors : vErrors.concat(validate756.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.source !== undefined){
let data2 = data.source;
const _errs4 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate760.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: schema375.properties.source.type}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.target !== undefined){
let data3 = data.target;
const _errs6 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate760.errors = [{instancePath:instancePath+"/target",schemaPath:"#/properties/target/type",keyword:"type",params:{type: schema375.properties.target.type}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.title !== undefined){
let data4 = data.title;
const _errs8 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate760.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: schema375.properties.title.type}}];
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
validate760.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate760.errors = vErrors;
return errors === 0;
}


function validate754(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.failures === undefined) && (missing0 = "failures")) || ((data.itemType === undefined) && (missing0 = "itemType"))) || ((data.successes === undefined) && (missing0 = "successes"))){
validate754.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.failures !== undefined){
let data0 = data.failures;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate755(data0[i0], instancePath+"/failures/" + i0))){
vErrors = vErrors === null ? validate755.errors : vErrors.concat(validate755.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate754.errors = [{instancePath:instancePath+"/failures",schemaPath:"#/properties/failures/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.itemType !== undefined){
const _errs4 = errors;
if(!(validate756(data.itemType, instancePath+"/itemType"))){
vErrors = vErrors === null ? validate756.errors : vErrors.concat(validate756.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.successes !== undefined){
let data3 = data.successes;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data3)){
var valid2 = true;
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
const _errs7 = errors;
if(!(validate760(data3[i1], instancePath+"/successes/" + i1))){
vErrors = vErrors === null ? validate760.errors : vErrors.concat(validate760.errors);
errors = vErrors.length;
}
var valid2 = _errs7 === errors;
if(!valid2){
break;
}
}
}
else {
validate754.errors = [{instancePath:instancePath+"/successes",schemaPath:"#/properties/successes/type",keyword:"type",params:{type: "array"}}];
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
validate754.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate754.errors = vErrors;
return errors === 0;
}


function validate753(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.importId === undefined) && (missing0 = "importId")) || ((data.itemTypeResults === undefined) && (missing0 = "itemTypeResults"))){
validate753.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.importId !== undefined){
const _errs1 = errors;
if(typeof data.importId !== "string"){
validate753.errors = [{instancePath:instancePath+"/importId",schemaPath:"#/properties/importId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.itemTypeResults !== undefined){
let data1 = data.itemTypeResults;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs5 = errors;
if(!(validate754(data1[i0], instancePath+"/itemTypeResults/" + i0))){
vErrors = vErrors === null ? validate754.errors : vErrors.concat(validate754.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate753.errors = [{instancePath:instancePath+"/itemTypeResults",schemaPath:"#/properties/itemTypeResults/type",keyword:"type",params:{type: "array"}}];
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
validate753.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate753.errors = vErrors;
return errors === 0;
}


function validate752(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v68.json" */;
let vErrors = null;
let errors = 0;
if(!(validate753(data, instancePath))){
vErrors = vErrors === null ? validate753.errors : vErrors.concat(validate753.errors);
errors = vErrors.length;
}
validate752.errors = vErrors;
return errors === 0;
}

const v69: Validator<T.ExternalAgentConfigImportCompletedNotification> = validate765;
const schema376 = {"$id":"https://mwh.invalid/serverNotificationParams/v69.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ExternalAgentConfigImportCompletedNotification"};
const schema377 = {"properties":{"importId":{"type":"string"},"itemTypeResults":{"items":{"$ref":"#/definitions/v2/ExternalAgentConfigImportTypeResult"},"type":"array"}},"required":["importId","itemTypeResults"],"type":"object"};

function validate766(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.importId === undefined) && (missing0 = "importId")) || ((data.itemTypeResults === undefined) && (missing0 = "itemTypeResults"))){
validate766.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.importId !== undefined){
const _errs1 = errors;
if(typeof data.importId !== "string"){
validate766.errors = [{instancePath:instancePath+"/importId",schemaPath:"#/properties/importId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.itemTypeResults !== undefined){
let data1 = data.itemTypeResults;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs5 = errors;
if(!(validate754(data1[i0], instancePath+"/itemTypeResults/" + i0))){
vErrors = vErrors === null ? validate754.errors : vErrors.concat(validate754.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate766.errors = [{instancePath:instancePath+"/itemTypeResults",schemaPath:"#/properties/itemTypeResults/type",keyword:"type",params:{type: "array"}}];
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
validate766.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate766.errors = vErrors;
return errors === 0;
}


function validate765(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v69.json" */;
let vErrors = null;
let errors = 0;
if(!(validate766(data, instancePath))){
vErrors = vErrors === null ? validate766.errors : vErrors.concat(validate766.errors);
errors = vErrors.length;
}
validate765.errors = vErrors;
return errors === 0;
}

const v70: Validator<T.FsChangedNotification> = validate769;
const schema378 = {"$id":"https://mwh.invalid/serverNotificationParams/v70.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/FsChangedNotification"};
const schema379 = {"properties":{"changedPaths":{"items":{"$ref":"#/definitions/v2/AbsolutePathBuf"},"type":"array"},"watchId":{"type":"string"}},"required":["changedPaths","watchId"],"type":"object"};

function validate770(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.changedPaths === undefined) && (missing0 = "changedPaths")) || ((data.watchId === undefined) && (missing0 = "watchId"))){
validate770.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.changedPaths !== undefined){
let data0 = data.changedPaths;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate31(data0[i0], instancePath+"/changedPaths/" + i0))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate770.errors = [{instancePath:instancePath+"/changedPaths",schemaPath:"#/properties/changedPaths/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.watchId !== undefined){
const _errs4 = errors;
if(typeof data.watchId !== "string"){
validate770.errors = [{instancePath:instancePath+"/watchId",schemaPath:"#/properties/watchId/type",keyword:"type",params:{type: "string"}}];
return false;
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
validate770.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate770.errors = vErrors;
return errors === 0;
}


function validate769(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v70.json" */;
let vErrors = null;
let errors = 0;
if(!(validate770(data, instancePath))){
vErrors = vErrors === null ? validate770.errors : vErrors.concat(validate770.errors);
errors = vErrors.length;
}
validate769.errors = vErrors;
return errors === 0;
}

const v71: Validator<T.ReasoningSummaryTextDeltaNotification> = validate773;
const schema380 = {"$id":"https://mwh.invalid/serverNotificationParams/v71.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ReasoningSummaryTextDeltaNotification"};
const schema381 = {"properties":{"delta":{"type":"string"},"itemId":{"type":"string"},"summaryIndex":{"format":"int64","type":"integer"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["delta","itemId","summaryIndex","threadId","turnId"],"type":"object"};

function validate774(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.delta === undefined) && (missing0 = "delta")) || ((data.itemId === undefined) && (missing0 = "itemId"))) || ((data.summaryIndex === undefined) && (missing0 = "summaryIndex"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate774.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.delta !== undefined){
const _errs1 = errors;
if(typeof data.delta !== "string"){
validate774.errors = [{instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.itemId !== undefined){
const _errs3 = errors;
if(typeof data.itemId !== "string"){
validate774.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.summaryIndex !== undefined){
let data2 = data.summaryIndex;
const _errs5 = errors;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
validate774.errors = [{instancePath:instancePath+"/summaryIndex",schemaPath:"#/properties/summaryIndex/type",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs7 = errors;
if(typeof data.threadId !== "string"){
validate774.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs9 = errors;
if(typeof data.turnId !== "string"){
validate774.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate774.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate774.errors = vErrors;
return errors === 0;
}


function validate773(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v71.json" */;
let vErrors = null;
let errors = 0;
if(!(validate774(data, instancePath))){
vErrors = vErrors === null ? validate774.errors : vErrors.concat(validate774.errors);
errors = vErrors.length;
}
validate773.errors = vErrors;
return errors === 0;
}

const v72: Validator<T.ReasoningSummaryPartAddedNotification> = validate776;
const schema382 = {"$id":"https://mwh.invalid/serverNotificationParams/v72.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ReasoningSummaryPartAddedNotification"};
const schema383 = {"properties":{"itemId":{"type":"string"},"summaryIndex":{"format":"int64","type":"integer"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["itemId","summaryIndex","threadId","turnId"],"type":"object"};

function validate777(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.itemId === undefined) && (missing0 = "itemId")) || ((data.summaryIndex === undefined) && (missing0 = "summaryIndex"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate777.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.itemId !== undefined){
const _errs1 = errors;
if(typeof data.itemId !== "string"){
validate777.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.summaryIndex !== undefined){
let data1 = data.summaryIndex;
const _errs3 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
validate777.errors = [{instancePath:instancePath+"/summaryIndex",schemaPath:"#/properties/summaryIndex/type",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs5 = errors;
if(typeof data.threadId !== "string"){
validate777.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs7 = errors;
if(typeof data.turnId !== "string"){
validate777.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate777.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate777.errors = vErrors;
return errors === 0;
}


function validate776(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v72.json" */;
let vErrors = null;
let errors = 0;
if(!(validate777(data, instancePath))){
vErrors = vErrors === null ? validate777.errors : vErrors.concat(validate777.errors);
errors = vErrors.length;
}
validate776.errors = vErrors;
return errors === 0;
}

const v73: Validator<T.ReasoningTextDeltaNotification> = validate779;
const schema384 = {"$id":"https://mwh.invalid/serverNotificationParams/v73.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ReasoningTextDeltaNotification"};
const schema385 = {"properties":{"contentIndex":{"format":"int64","type":"integer"},"delta":{"type":"string"},"itemId":{"type":"string"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["contentIndex","delta","itemId","threadId","turnId"],"type":"object"};

function validate780(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.contentIndex === undefined) && (missing0 = "contentIndex")) || ((data.delta === undefined) && (missing0 = "delta"))) || ((data.itemId === undefined) && (missing0 = "itemId"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate780.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.contentIndex !== undefined){
let data0 = data.contentIndex;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate780.errors = [{instancePath:instancePath+"/contentIndex",schemaPath:"#/properties/contentIndex/type",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.delta !== undefined){
const _errs3 = errors;
if(typeof data.delta !== "string"){
validate780.errors = [{instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.itemId !== undefined){
const _errs5 = errors;
if(typeof data.itemId !== "string"){
validate780.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs7 = errors;
if(typeof data.threadId !== "string"){
validate780.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs9 = errors;
if(typeof data.turnId !== "string"){
validate780.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate780.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate780.errors = vErrors;
return errors === 0;
}


function validate779(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v73.json" */;
let vErrors = null;
let errors = 0;
if(!(validate780(data, instancePath))){
vErrors = vErrors === null ? validate780.errors : vErrors.concat(validate780.errors);
errors = vErrors.length;
}
validate779.errors = vErrors;
return errors === 0;
}

const v74: Validator<T.ContextCompactedNotification> = validate782;
const schema386 = {"$id":"https://mwh.invalid/serverNotificationParams/v74.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ContextCompactedNotification"};
const schema387 = {"properties":{"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["threadId","turnId"],"type":"object"};

function validate783(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.threadId === undefined) && (missing0 = "threadId")) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate783.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.threadId !== undefined){
const _errs1 = errors;
if(typeof data.threadId !== "string"){
validate783.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs3 = errors;
if(typeof data.turnId !== "string"){
validate783.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate783.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate783.errors = vErrors;
return errors === 0;
}


function validate782(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v74.json" */;
let vErrors = null;
let errors = 0;
if(!(validate783(data, instancePath))){
vErrors = vErrors === null ? validate783.errors : vErrors.concat(validate783.errors);
errors = vErrors.length;
}
validate782.errors = vErrors;
return errors === 0;
}

const v75: Validator<T.ModelReroutedNotification> = validate785;
const schema388 = {"$id":"https://mwh.invalid/serverNotificationParams/v75.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ModelReroutedNotification"};
const schema389 = {"properties":{"fromModel":{"type":"string"},"reason":{"$ref":"#/definitions/v2/ModelRerouteReason"},"threadId":{"type":"string"},"toModel":{"type":"string"},"turnId":{"type":"string"}},"required":["fromModel","reason","threadId","toModel","turnId"],"type":"object"};
const schema390 = {"enum":["highRiskCyberActivity"],"type":"string"};

function validate787(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate787.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data === "highRiskCyberActivity")){
validate787.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema390.enum}}];
return false;
}
validate787.errors = vErrors;
return errors === 0;
}


function validate786(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.fromModel === undefined) && (missing0 = "fromModel")) || ((data.reason === undefined) && (missing0 = "reason"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.toModel === undefined) && (missing0 = "toModel"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate786.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.fromModel !== undefined){
const _errs1 = errors;
if(typeof data.fromModel !== "string"){
validate786.errors = [{instancePath:instancePath+"/fromModel",schemaPath:"#/properties/fromModel/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
const _errs3 = errors;
if(!(validate787(data.reason, instancePath+"/reason"))){
vErrors = vErrors === null ? validate787.errors : vErrors.concat(validate787.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs4 = errors;
if(typeof data.threadId !== "string"){
validate786.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.toModel !== undefined){
const _errs6 = errors;
if(typeof data.toModel !== "string"){
validate786.errors = [{instancePath:instancePath+"/toModel",schemaPath:"#/properties/toModel/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs8 = errors;
if(typeof data.turnId !== "string"){
validate786.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate786.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate786.errors = vErrors;
return errors === 0;
}


function validate785(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v75.json" */;
let vErrors = null;
let errors = 0;
if(!(validate786(data, instancePath))){
vErrors = vErrors === null ? validate786.errors : vErrors.concat(validate786.errors);
errors = vErrors.length;
}
validate785.errors = vErrors;
return errors === 0;
}

const v76: Validator<T.ModelVerificationNotification> = validate790;
const schema391 = {"$id":"https://mwh.invalid/serverNotificationParams/v76.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ModelVerificationNotification"};
const schema392 = {"properties":{"threadId":{"type":"string"},"turnId":{"type":"string"},"verifications":{"items":{"$ref":"#/definitions/v2/ModelVerification"},"type":"array"}},"required":["threadId","turnId","verifications"],"type":"object"};
const schema393 = {"enum":["trustedAccessForCyber"],"type":"string"};

function validate792(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate792.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data === "trustedAccessForCyber")){
validate792.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema393.enum}}];
return false;
}
validate792.errors = vErrors;
return errors === 0;
}


function validate791(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.threadId === undefined) && (missing0 = "threadId")) || ((data.turnId === undefined) && (missing0 = "turnId"))) || ((data.verifications === undefined) && (missing0 = "verifications"))){
validate791.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.threadId !== undefined){
const _errs1 = errors;
if(typeof data.threadId !== "string"){
validate791.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs3 = errors;
if(typeof data.turnId !== "string"){
validate791.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.verifications !== undefined){
let data2 = data.verifications;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(!(validate792(data2[i0], instancePath+"/verifications/" + i0))){
vErrors = vErrors === null ? validate792.errors : vErrors.concat(validate792.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate791.errors = [{instancePath:instancePath+"/verifications",schemaPath:"#/properties/verifications/type",keyword:"type",params:{type: "array"}}];
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
validate791.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate791.errors = vErrors;
return errors === 0;
}


function validate790(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v76.json" */;
let vErrors = null;
let errors = 0;
if(!(validate791(data, instancePath))){
vErrors = vErrors === null ? validate791.errors : vErrors.concat(validate791.errors);
errors = vErrors.length;
}
validate790.errors = vErrors;
return errors === 0;
}

const v77: Validator<T.AuthRecoveryNotification> = validate795;
const schema394 = {"$id":"https://mwh.invalid/serverNotificationParams/v77.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/AuthRecoveryNotification"};
const schema395 = {"properties":{"message":{"type":"string"},"provider":{"type":"string"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["message","provider","threadId","turnId"],"type":"object"};

function validate796(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.message === undefined) && (missing0 = "message")) || ((data.provider === undefined) && (missing0 = "provider"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate796.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.message !== undefined){
const _errs1 = errors;
if(typeof data.message !== "string"){
validate796.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.provider !== undefined){
const _errs3 = errors;
if(typeof data.provider !== "string"){
validate796.errors = [{instancePath:instancePath+"/provider",schemaPath:"#/properties/provider/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs5 = errors;
if(typeof data.threadId !== "string"){
validate796.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs7 = errors;
if(typeof data.turnId !== "string"){
validate796.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate796.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate796.errors = vErrors;
return errors === 0;
}


function validate795(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v77.json" */;
let vErrors = null;
let errors = 0;
if(!(validate796(data, instancePath))){
vErrors = vErrors === null ? validate796.errors : vErrors.concat(validate796.errors);
errors = vErrors.length;
}
validate795.errors = vErrors;
return errors === 0;
}

const v78: Validator<T.AuthRecoveryNotification> = validate798;
const schema396 = {"$id":"https://mwh.invalid/serverNotificationParams/v78.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/AuthRecoveryNotification"};

function validate799(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.message === undefined) && (missing0 = "message")) || ((data.provider === undefined) && (missing0 = "provider"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate799.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.message !== undefined){
const _errs1 = errors;
if(typeof data.message !== "string"){
validate799.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.provider !== undefined){
const _errs3 = errors;
if(typeof data.provider !== "string"){
validate799.errors = [{instancePath:instancePath+"/provider",schemaPath:"#/properties/provider/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs5 = errors;
if(typeof data.threadId !== "string"){
validate799.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs7 = errors;
if(typeof data.turnId !== "string"){
validate799.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate799.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate799.errors = vErrors;
return errors === 0;
}


function validate798(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v78.json" */;
let vErrors = null;
let errors = 0;
if(!(validate799(data, instancePath))){
vErrors = vErrors === null ? validate799.errors : vErrors.concat(validate799.errors);
errors = vErrors.length;
}
validate798.errors = vErrors;
return errors === 0;
}

const v79: Validator<T.TurnModerationMetadataNotification> = validate801;
const schema398 = {"$id":"https://mwh.invalid/serverNotificationParams/v79.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/TurnModerationMetadataNotification"};
const schema399 = {"properties":{"metadata":true,"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["metadata","threadId","turnId"],"type":"object"};

function validate802(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.metadata === undefined) && (missing0 = "metadata")) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate802.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.threadId !== undefined){
const _errs1 = errors;
if(typeof data.threadId !== "string"){
validate802.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs3 = errors;
if(typeof data.turnId !== "string"){
validate802.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate802.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate802.errors = vErrors;
return errors === 0;
}


function validate801(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v79.json" */;
let vErrors = null;
let errors = 0;
if(!(validate802(data, instancePath))){
vErrors = vErrors === null ? validate802.errors : vErrors.concat(validate802.errors);
errors = vErrors.length;
}
validate801.errors = vErrors;
return errors === 0;
}

const v80: Validator<T.ModelSafetyBufferingUpdatedNotification> = validate804;
const schema400 = {"$id":"https://mwh.invalid/serverNotificationParams/v80.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ModelSafetyBufferingUpdatedNotification"};
const schema401 = {"properties":{"fasterModel":{"type":["string","null"]},"model":{"type":"string"},"reasons":{"items":{"type":"string"},"type":"array"},"showBufferingUi":{"type":"boolean"},"threadId":{"type":"string"},"turnId":{"type":"string"},"useCases":{"items":{"type":"string"},"type":"array"}},"required":["model","reasons","showBufferingUi","threadId","turnId","useCases"],"type":"object"};

function validate805(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.model === undefined) && (missing0 = "model")) || ((data.reasons === undefined) && (missing0 = "reasons"))) || ((data.showBufferingUi === undefined) && (missing0 = "showBufferingUi"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))) || ((data.useCases === undefined) && (missing0 = "useCases"))){
validate805.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.fasterModel !== undefined){
let data0 = data.fasterModel;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate805.errors = [{instancePath:instancePath+"/fasterModel",schemaPath:"#/properties/fasterModel/type",keyword:"type",params:{type: schema401.properties.fasterModel.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.model !== undefined){
const _errs3 = errors;
if(typeof data.model !== "string"){
validate805.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reasons !== undefined){
let data2 = data.reasons;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(typeof data2[i0] !== "string"){
validate805.errors = [{instancePath:instancePath+"/reasons/" + i0,schemaPath:"#/properties/reasons/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate805.errors = [{instancePath:instancePath+"/reasons",schemaPath:"#/properties/reasons/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.showBufferingUi !== undefined){
const _errs9 = errors;
if(typeof data.showBufferingUi !== "boolean"){
validate805.errors = [{instancePath:instancePath+"/showBufferingUi",schemaPath:"#/properties/showBufferingUi/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs11 = errors;
if(typeof data.threadId !== "string"){
validate805.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs13 = errors;
if(typeof data.turnId !== "string"){
validate805.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.useCases !== undefined){
let data7 = data.useCases;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data7)){
var valid2 = true;
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
const _errs17 = errors;
if(typeof data7[i1] !== "string"){
validate805.errors = [{instancePath:instancePath+"/useCases/" + i1,schemaPath:"#/properties/useCases/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs17 === errors;
if(!valid2){
break;
}
}
}
else {
validate805.errors = [{instancePath:instancePath+"/useCases",schemaPath:"#/properties/useCases/type",keyword:"type",params:{type: "array"}}];
return false;
}
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
validate805.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate805.errors = vErrors;
return errors === 0;
}


function validate804(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v80.json" */;
let vErrors = null;
let errors = 0;
if(!(validate805(data, instancePath))){
vErrors = vErrors === null ? validate805.errors : vErrors.concat(validate805.errors);
errors = vErrors.length;
}
validate804.errors = vErrors;
return errors === 0;
}

const v81: Validator<T.WarningNotification> = validate807;
const schema402 = {"$id":"https://mwh.invalid/serverNotificationParams/v81.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/WarningNotification"};
const schema403 = {"properties":{"message":{"type":"string"},"threadId":{"type":["string","null"]}},"required":["message"],"type":"object"};

function validate808(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.message === undefined) && (missing0 = "message")){
validate808.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.message !== undefined){
const _errs1 = errors;
if(typeof data.message !== "string"){
validate808.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
let data1 = data.threadId;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate808.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: schema403.properties.threadId.type}}];
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
validate808.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate808.errors = vErrors;
return errors === 0;
}


function validate807(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v81.json" */;
let vErrors = null;
let errors = 0;
if(!(validate808(data, instancePath))){
vErrors = vErrors === null ? validate808.errors : vErrors.concat(validate808.errors);
errors = vErrors.length;
}
validate807.errors = vErrors;
return errors === 0;
}

const v82: Validator<T.GuardianWarningNotification> = validate810;
const schema404 = {"$id":"https://mwh.invalid/serverNotificationParams/v82.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/GuardianWarningNotification"};
const schema405 = {"properties":{"message":{"type":"string"},"threadId":{"type":"string"}},"required":["message","threadId"],"type":"object"};

function validate811(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.message === undefined) && (missing0 = "message")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate811.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.message !== undefined){
const _errs1 = errors;
if(typeof data.message !== "string"){
validate811.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs3 = errors;
if(typeof data.threadId !== "string"){
validate811.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate811.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate811.errors = vErrors;
return errors === 0;
}


function validate810(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v82.json" */;
let vErrors = null;
let errors = 0;
if(!(validate811(data, instancePath))){
vErrors = vErrors === null ? validate811.errors : vErrors.concat(validate811.errors);
errors = vErrors.length;
}
validate810.errors = vErrors;
return errors === 0;
}

const v83: Validator<T.DeprecationNoticeNotification> = validate813;
const schema406 = {"$id":"https://mwh.invalid/serverNotificationParams/v83.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/DeprecationNoticeNotification"};
const schema407 = {"properties":{"details":{"type":["string","null"]},"summary":{"type":"string"}},"required":["summary"],"type":"object"};

function validate814(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.summary === undefined) && (missing0 = "summary")){
validate814.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.details !== undefined){
let data0 = data.details;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate814.errors = [{instancePath:instancePath+"/details",schemaPath:"#/properties/details/type",keyword:"type",params:{type: schema407.properties.details.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.summary !== undefined){
const _errs3 = errors;
if(typeof data.summary !== "string"){
validate814.errors = [{instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "string"}}];
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
validate814.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate814.errors = vErrors;
return errors === 0;
}


function validate813(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v83.json" */;
let vErrors = null;
let errors = 0;
if(!(validate814(data, instancePath))){
vErrors = vErrors === null ? validate814.errors : vErrors.concat(validate814.errors);
errors = vErrors.length;
}
validate813.errors = vErrors;
return errors === 0;
}

const v84: Validator<T.ConfigWarningNotification> = validate816;
const schema408 = {"$id":"https://mwh.invalid/serverNotificationParams/v84.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ConfigWarningNotification"};
const schema409 = {"properties":{"details":{"type":["string","null"]},"path":{"type":["string","null"]},"range":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/TextRange"}},"summary":{"type":"string"}},"required":["summary"],"type":"object"};
const schema410 = {"properties":{"end":{"$ref":"#/definitions/v2/TextPosition"},"start":{"$ref":"#/definitions/v2/TextPosition"}},"required":["end","start"],"type":"object"};
const schema411 = {"properties":{"column":{"format":"uint","minimum":0,"type":"integer"},"line":{"format":"uint","minimum":0,"type":"integer"}},"required":["column","line"],"type":"object"};

function validate819(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.column === undefined) && (missing0 = "column")) || ((data.line === undefined) && (missing0 = "line"))){
validate819.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.column !== undefined){
let data0 = data.column;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate819.errors = [{instancePath:instancePath+"/column",schemaPath:"#/properties/column/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs1){
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
validate819.errors = [{instancePath:instancePath+"/column",schemaPath:"#/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.line !== undefined){
let data1 = data.line;
const _errs3 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
validate819.errors = [{instancePath:instancePath+"/line",schemaPath:"#/properties/line/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs3){
if(typeof data1 == "number"){
if(data1 < 0 || isNaN(data1)){
validate819.errors = [{instancePath:instancePath+"/line",schemaPath:"#/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
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
validate819.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate819.errors = vErrors;
return errors === 0;
}


function validate818(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.end === undefined) && (missing0 = "end")) || ((data.start === undefined) && (missing0 = "start"))){
validate818.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.end !== undefined){
const _errs1 = errors;
if(!(validate819(data.end, instancePath+"/end"))){
vErrors = vErrors === null ? validate819.errors : vErrors.concat(validate819.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.start !== undefined){
const _errs2 = errors;
if(!(validate819(data.start, instancePath+"/start"))){
vErrors = vErrors === null ? validate819.errors : vErrors.concat(validate819.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate818.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate818.errors = vErrors;
return errors === 0;
}


function validate817(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.summary === undefined) && (missing0 = "summary")){
validate817.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.details !== undefined){
let data0 = data.details;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate817.errors = [{instancePath:instancePath+"/details",schemaPath:"#/properties/details/type",keyword:"type",params:{type: schema409.properties.details.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.path !== undefined){
let data1 = data.path;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate817.errors = [{instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: schema409.properties.path.type}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.range !== undefined){
let data2 = data.range;
const _errs5 = errors;
const _errs6 = errors;
let valid1 = true;
const _errs7 = errors;
if(data2 !== null){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs7 === errors;
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs9 = errors;
if(!(validate818(data2, instancePath+"/range"))){
vErrors = vErrors === null ? validate818.errors : vErrors.concat(validate818.errors);
errors = vErrors.length;
}
var _valid0 = _errs9 === errors;
valid1 = _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/range",schemaPath:"#/properties/range/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate817.errors = vErrors;
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.summary !== undefined){
const _errs10 = errors;
if(typeof data.summary !== "string"){
validate817.errors = [{instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "string"}}];
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
else {
validate817.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate817.errors = vErrors;
return errors === 0;
}


function validate816(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v84.json" */;
let vErrors = null;
let errors = 0;
if(!(validate817(data, instancePath))){
vErrors = vErrors === null ? validate817.errors : vErrors.concat(validate817.errors);
errors = vErrors.length;
}
validate816.errors = vErrors;
return errors === 0;
}

const v85: Validator<T.FuzzyFileSearchSessionUpdatedNotification> = validate824;
const schema412 = {"$id":"https://mwh.invalid/serverNotificationParams/v85.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/FuzzyFileSearchSessionUpdatedNotification"};
const schema413 = {"properties":{"files":{"items":{"$ref":"#/definitions/FuzzyFileSearchResult"},"type":"array"},"query":{"type":"string"},"sessionId":{"type":"string"}},"required":["files","query","sessionId"],"type":"object"};
const schema414 = {"properties":{"file_name":{"type":"string"},"indices":{"items":{"format":"uint32","minimum":0,"type":"integer"},"type":["array","null"]},"match_type":{"$ref":"#/definitions/FuzzyFileSearchMatchType"},"path":{"type":"string"},"root":{"type":"string"},"score":{"format":"uint32","minimum":0,"type":"integer"}},"required":["file_name","match_type","path","root","score"],"type":"object"};
const schema415 = {"enum":["file","directory"],"type":"string"};

function validate827(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate827.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "file") || (data === "directory"))){
validate827.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema415.enum}}];
return false;
}
validate827.errors = vErrors;
return errors === 0;
}


function validate826(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.file_name === undefined) && (missing0 = "file_name")) || ((data.match_type === undefined) && (missing0 = "match_type"))) || ((data.path === undefined) && (missing0 = "path"))) || ((data.root === undefined) && (missing0 = "root"))) || ((data.score === undefined) && (missing0 = "score"))){
validate826.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.file_name !== undefined){
const _errs1 = errors;
if(typeof data.file_name !== "string"){
validate826.errors = [{instancePath:instancePath+"/file_name",schemaPath:"#/properties/file_name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.indices !== undefined){
let data1 = data.indices;
const _errs3 = errors;
if((!(Array.isArray(data1))) && (data1 !== null)){
validate826.errors = [{instancePath:instancePath+"/indices",schemaPath:"#/properties/indices/type",keyword:"type",params:{type: schema414.properties.indices.type}}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
const _errs5 = errors;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
validate826.errors = [{instancePath:instancePath+"/indices/" + i0,schemaPath:"#/properties/indices/items/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs5){
if(typeof data2 == "number"){
if(data2 < 0 || isNaN(data2)){
validate826.errors = [{instancePath:instancePath+"/indices/" + i0,schemaPath:"#/properties/indices/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.match_type !== undefined){
const _errs7 = errors;
if(!(validate827(data.match_type, instancePath+"/match_type"))){
vErrors = vErrors === null ? validate827.errors : vErrors.concat(validate827.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.path !== undefined){
const _errs8 = errors;
if(typeof data.path !== "string"){
validate826.errors = [{instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.root !== undefined){
const _errs10 = errors;
if(typeof data.root !== "string"){
validate826.errors = [{instancePath:instancePath+"/root",schemaPath:"#/properties/root/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.score !== undefined){
let data6 = data.score;
const _errs12 = errors;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
validate826.errors = [{instancePath:instancePath+"/score",schemaPath:"#/properties/score/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs12){
if(typeof data6 == "number"){
if(data6 < 0 || isNaN(data6)){
validate826.errors = [{instancePath:instancePath+"/score",schemaPath:"#/properties/score/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
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
validate826.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate826.errors = vErrors;
return errors === 0;
}


function validate825(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.files === undefined) && (missing0 = "files")) || ((data.query === undefined) && (missing0 = "query"))) || ((data.sessionId === undefined) && (missing0 = "sessionId"))){
validate825.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.files !== undefined){
let data0 = data.files;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate826(data0[i0], instancePath+"/files/" + i0))){
vErrors = vErrors === null ? validate826.errors : vErrors.concat(validate826.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate825.errors = [{instancePath:instancePath+"/files",schemaPath:"#/properties/files/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.query !== undefined){
const _errs4 = errors;
if(typeof data.query !== "string"){
validate825.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sessionId !== undefined){
const _errs6 = errors;
if(typeof data.sessionId !== "string"){
validate825.errors = [{instancePath:instancePath+"/sessionId",schemaPath:"#/properties/sessionId/type",keyword:"type",params:{type: "string"}}];
return false;
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
validate825.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate825.errors = vErrors;
return errors === 0;
}


function validate824(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v85.json" */;
let vErrors = null;
let errors = 0;
if(!(validate825(data, instancePath))){
vErrors = vErrors === null ? validate825.errors : vErrors.concat(validate825.errors);
errors = vErrors.length;
}
validate824.errors = vErrors;
return errors === 0;
}

const v86: Validator<T.FuzzyFileSearchSessionCompletedNotification> = validate831;
const schema416 = {"$id":"https://mwh.invalid/serverNotificationParams/v86.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/FuzzyFileSearchSessionCompletedNotification"};
const schema417 = {"properties":{"sessionId":{"type":"string"}},"required":["sessionId"],"type":"object"};

function validate832(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.sessionId === undefined) && (missing0 = "sessionId")){
validate832.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.sessionId !== undefined){
if(typeof data.sessionId !== "string"){
validate832.errors = [{instancePath:instancePath+"/sessionId",schemaPath:"#/properties/sessionId/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
}
else {
validate832.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate832.errors = vErrors;
return errors === 0;
}


function validate831(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v86.json" */;
let vErrors = null;
let errors = 0;
if(!(validate832(data, instancePath))){
vErrors = vErrors === null ? validate832.errors : vErrors.concat(validate832.errors);
errors = vErrors.length;
}
validate831.errors = vErrors;
return errors === 0;
}

const v87: Validator<T.ThreadRealtimeStartedNotification> = validate834;
const schema418 = {"$id":"https://mwh.invalid/serverNotificationParams/v87.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadRealtimeStartedNotification"};
const schema419 = {"properties":{"realtimeSessionId":{"type":["string","null"]},"threadId":{"type":"string"},"version":{"$ref":"#/definitions/v2/RealtimeConversationVersion"}},"required":["threadId","version"],"type":"object"};
const schema420 = {"enum":["v1","v2","v3"],"type":"string"};

function validate836(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate836.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data === "v1") || (data === "v2")) || (data === "v3"))){
validate836.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema420.enum}}];
return false;
}
validate836.errors = vErrors;
return errors === 0;
}


function validate835(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.threadId === undefined) && (missing0 = "threadId")) || ((data.version === undefined) && (missing0 = "version"))){
validate835.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.realtimeSessionId !== undefined){
let data0 = data.realtimeSessionId;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate835.errors = [{instancePath:instancePath+"/realtimeSessionId",schemaPath:"#/properties/realtimeSessionId/type",keyword:"type",params:{type: schema419.properties.realtimeSessionId.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs3 = errors;
if(typeof data.threadId !== "string"){
validate835.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs5 = errors;
if(!(validate836(data.version, instancePath+"/version"))){
vErrors = vErrors === null ? validate836.errors : vErrors.concat(validate836.errors);
errors = vErrors.length;
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
validate835.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate835.errors = vErrors;
return errors === 0;
}


function validate834(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v87.json" */;
let vErrors = null;
let errors = 0;
if(!(validate835(data, instancePath))){
vErrors = vErrors === null ? validate835.errors : vErrors.concat(validate835.errors);
errors = vErrors.length;
}
validate834.errors = vErrors;
return errors === 0;
}

const v88: Validator<T.ThreadRealtimeItemAddedNotification> = validate839;
const schema421 = {"$id":"https://mwh.invalid/serverNotificationParams/v88.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadRealtimeItemAddedNotification"};
const schema422 = {"properties":{"item":true,"threadId":{"type":"string"}},"required":["item","threadId"],"type":"object"};

function validate840(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.item === undefined) && (missing0 = "item")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate840.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.threadId !== undefined){
if(typeof data.threadId !== "string"){
validate840.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
}
else {
validate840.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate840.errors = vErrors;
return errors === 0;
}


function validate839(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v88.json" */;
let vErrors = null;
let errors = 0;
if(!(validate840(data, instancePath))){
vErrors = vErrors === null ? validate840.errors : vErrors.concat(validate840.errors);
errors = vErrors.length;
}
validate839.errors = vErrors;
return errors === 0;
}

const v89: Validator<T.ThreadRealtimeItemStartedNotification> = validate842;
const schema423 = {"$id":"https://mwh.invalid/serverNotificationParams/v89.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadRealtimeItemStartedNotification"};
const schema424 = {"properties":{"item":{"$ref":"#/definitions/v2/ThreadRealtimeItem"},"threadId":{"type":"string"}},"required":["item","threadId"],"type":"object"};
const schema425 = {"oneOf":[{"$ref":"#/definitions/mwhBranch372"},{"$ref":"#/definitions/mwhBranch373"},{"$ref":"#/definitions/mwhBranch374"},{"$ref":"#/definitions/mwhBranch375"},{"$ref":"#/definitions/mwhBranch376"},{"$ref":"#/definitions/mwhBranch377"},{"$ref":"#/definitions/mwhBranch378"}],"properties":{"id":{"type":"string"},"observedAtMs":{"format":"int64","type":["integer","null"]},"realtimeSessionId":{"type":"string"}},"required":["id","realtimeSessionId"],"type":"object","discriminator":{"propertyName":"type"}};
const schema426 = {"properties":{"type":{"enum":["realtimeSessionStarted"],"type":"string"}},"required":["type"],"type":"object"};

function validate845(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate845.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
validate845.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data0 === "realtimeSessionStarted")){
validate845.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema426.properties.type.enum}}];
return false;
}
}
}
}
else {
validate845.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate845.errors = vErrors;
return errors === 0;
}

const schema427 = {"properties":{"channels":{"$ref":"#/definitions/v2/ThreadRealtimeFrameChannels"},"type":{"enum":["frame"],"type":"string"}},"required":["channels","type"],"type":"object"};
const schema428 = {"properties":{"voice_transcript":{"$ref":"#/definitions/v2/ThreadRealtimeVoiceTranscript"}},"required":["voice_transcript"],"type":"object"};
const schema429 = {"properties":{"role":{"$ref":"#/definitions/v2/ThreadRealtimeTranscriptRole"},"text":{"type":"string"}},"required":["role","text"],"type":"object"};
const schema430 = {"enum":["user","assistant"],"type":"string"};

function validate849(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate849.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "user") || (data === "assistant"))){
validate849.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema430.enum}}];
return false;
}
validate849.errors = vErrors;
return errors === 0;
}


function validate848(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.role === undefined) && (missing0 = "role")) || ((data.text === undefined) && (missing0 = "text"))){
validate848.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.role !== undefined){
const _errs1 = errors;
if(!(validate849(data.role, instancePath+"/role"))){
vErrors = vErrors === null ? validate849.errors : vErrors.concat(validate849.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.text !== undefined){
const _errs2 = errors;
if(typeof data.text !== "string"){
validate848.errors = [{instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate848.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate848.errors = vErrors;
return errors === 0;
}


function validate847(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.voice_transcript === undefined) && (missing0 = "voice_transcript")){
validate847.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.voice_transcript !== undefined){
if(!(validate848(data.voice_transcript, instancePath+"/voice_transcript"))){
vErrors = vErrors === null ? validate848.errors : vErrors.concat(validate848.errors);
errors = vErrors.length;
}
}
}
}
else {
validate847.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate847.errors = vErrors;
return errors === 0;
}


function validate846(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.channels === undefined) && (missing0 = "channels")) || ((data.type === undefined) && (missing0 = "type"))){
validate846.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.channels !== undefined){
const _errs1 = errors;
if(!(validate847(data.channels, instancePath+"/channels"))){
vErrors = vErrors === null ? validate847.errors : vErrors.concat(validate847.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data1 = data.type;
const _errs2 = errors;
if(typeof data1 !== "string"){
validate846.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data1 === "frame")){
validate846.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema427.properties.type.enum}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate846.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate846.errors = vErrors;
return errors === 0;
}

const schema431 = {"properties":{"role":{"$ref":"#/definitions/v2/ThreadRealtimeTranscriptRole"},"text":{"type":"string"},"type":{"enum":["transcriptSegment"],"type":"string"}},"required":["role","text","type"],"type":"object"};

function validate853(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.role === undefined) && (missing0 = "role")) || ((data.text === undefined) && (missing0 = "text"))) || ((data.type === undefined) && (missing0 = "type"))){
validate853.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.role !== undefined){
const _errs1 = errors;
if(!(validate849(data.role, instancePath+"/role"))){
vErrors = vErrors === null ? validate849.errors : vErrors.concat(validate849.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.text !== undefined){
const _errs2 = errors;
if(typeof data.text !== "string"){
validate853.errors = [{instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data2 = data.type;
const _errs4 = errors;
if(typeof data2 !== "string"){
validate853.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data2 === "transcriptSegment")){
validate853.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema431.properties.type.enum}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate853.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate853.errors = vErrors;
return errors === 0;
}

const schema432 = {"properties":{"item_id":{"type":"string"},"presentation":{"$ref":"#/definitions/v2/ThreadRealtimeBemItemPresentation"},"turn_id":{"type":"string"},"type":{"enum":["bemItemPromoted"],"type":"string"}},"required":["item_id","presentation","turn_id","type"],"type":"object"};
const schema433 = {"oneOf":[{"$ref":"#/definitions/mwhBranch369"},{"$ref":"#/definitions/mwhBranch370"},{"$ref":"#/definitions/mwhBranch371"}],"type":"object","discriminator":{"propertyName":"type"}};
const schema434 = {"properties":{"type":{"enum":["wholeItem"],"type":"string"}},"required":["type"],"type":"object"};

function validate857(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate857.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
validate857.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data0 === "wholeItem")){
validate857.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema434.properties.type.enum}}];
return false;
}
}
}
}
else {
validate857.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate857.errors = vErrors;
return errors === 0;
}

const schema435 = {"properties":{"type":{"enum":["inlineMarkdown"],"type":"string"}},"required":["type"],"type":"object"};

function validate858(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate858.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
validate858.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data0 === "inlineMarkdown")){
validate858.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema435.properties.type.enum}}];
return false;
}
}
}
}
else {
validate858.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate858.errors = vErrors;
return errors === 0;
}

const schema436 = {"properties":{"index":{"format":"uint32","minimum":0,"type":"integer"},"type":{"enum":["inlineVisualization"],"type":"string"}},"required":["index","type"],"type":"object"};

function validate859(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.index === undefined) && (missing0 = "index")) || ((data.type === undefined) && (missing0 = "type"))){
validate859.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.index !== undefined){
let data0 = data.index;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate859.errors = [{instancePath:instancePath+"/index",schemaPath:"#/properties/index/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs1){
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
validate859.errors = [{instancePath:instancePath+"/index",schemaPath:"#/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data1 = data.type;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate859.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data1 === "inlineVisualization")){
validate859.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema436.properties.type.enum}}];
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
validate859.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate859.errors = vErrors;
return errors === 0;
}


function validate856(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "wholeItem"){
if(!(validate857(data, instancePath))){
vErrors = vErrors === null ? validate857.errors : vErrors.concat(validate857.errors);
errors = vErrors.length;
}
}
else if(tag0 === "inlineMarkdown"){
if(!(validate858(data, instancePath))){
vErrors = vErrors === null ? validate858.errors : vErrors.concat(validate858.errors);
errors = vErrors.length;
}
}
else if(tag0 === "inlineVisualization"){
if(!(validate859(data, instancePath))){
vErrors = vErrors === null ? validate859.errors : vErrors.concat(validate859.errors);
errors = vErrors.length;
}
}
else {
validate856.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate856.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate856.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate856.errors = vErrors;
return errors === 0;
}


function validate855(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.item_id === undefined) && (missing0 = "item_id")) || ((data.presentation === undefined) && (missing0 = "presentation"))) || ((data.turn_id === undefined) && (missing0 = "turn_id"))) || ((data.type === undefined) && (missing0 = "type"))){
validate855.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.item_id !== undefined){
const _errs1 = errors;
if(typeof data.item_id !== "string"){
validate855.errors = [{instancePath:instancePath+"/item_id",schemaPath:"#/properties/item_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.presentation !== undefined){
const _errs3 = errors;
if(!(validate856(data.presentation, instancePath+"/presentation"))){
vErrors = vErrors === null ? validate856.errors : vErrors.concat(validate856.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turn_id !== undefined){
const _errs4 = errors;
if(typeof data.turn_id !== "string"){
validate855.errors = [{instancePath:instancePath+"/turn_id",schemaPath:"#/properties/turn_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data3 = data.type;
const _errs6 = errors;
if(typeof data3 !== "string"){
validate855.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data3 === "bemItemPromoted")){
validate855.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema432.properties.type.enum}}];
return false;
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
}
else {
validate855.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate855.errors = vErrors;
return errors === 0;
}

const schema437 = {"properties":{"outcome":{"$ref":"#/definitions/v2/ThreadRealtimeSessionOutcome"},"type":{"enum":["realtimeSessionClosed"],"type":"string"}},"required":["outcome","type"],"type":"object"};
const schema438 = {"enum":["ended","failed"],"type":"string"};

function validate865(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate865.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "ended") || (data === "failed"))){
validate865.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema438.enum}}];
return false;
}
validate865.errors = vErrors;
return errors === 0;
}


function validate864(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.outcome === undefined) && (missing0 = "outcome")) || ((data.type === undefined) && (missing0 = "type"))){
validate864.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.outcome !== undefined){
const _errs1 = errors;
if(!(validate865(data.outcome, instancePath+"/outcome"))){
vErrors = vErrors === null ? validate865.errors : vErrors.concat(validate865.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data1 = data.type;
const _errs2 = errors;
if(typeof data1 !== "string"){
validate864.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data1 === "realtimeSessionClosed")){
validate864.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema437.properties.type.enum}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate864.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate864.errors = vErrors;
return errors === 0;
}

const schema439 = {"properties":{"handoff_id":{"type":"string"},"input":{"type":"string"},"input_item_id":{"type":"string"},"mode":{"$ref":"#/definitions/v2/ThreadRealtimeHandoffMode"},"source_event_ids":{"items":{"type":"string"},"type":"array"},"turn_id":{"type":"string"},"type":{"enum":["turnInputAccepted"],"type":"string"}},"required":["handoff_id","input","input_item_id","mode","source_event_ids","turn_id","type"],"type":"object"};
const schema440 = {"enum":["start","steer"],"type":"string"};

function validate868(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate868.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "start") || (data === "steer"))){
validate868.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema440.enum}}];
return false;
}
validate868.errors = vErrors;
return errors === 0;
}


function validate867(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.handoff_id === undefined) && (missing0 = "handoff_id")) || ((data.input === undefined) && (missing0 = "input"))) || ((data.input_item_id === undefined) && (missing0 = "input_item_id"))) || ((data.mode === undefined) && (missing0 = "mode"))) || ((data.source_event_ids === undefined) && (missing0 = "source_event_ids"))) || ((data.turn_id === undefined) && (missing0 = "turn_id"))) || ((data.type === undefined) && (missing0 = "type"))){
validate867.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.handoff_id !== undefined){
const _errs1 = errors;
if(typeof data.handoff_id !== "string"){
validate867.errors = [{instancePath:instancePath+"/handoff_id",schemaPath:"#/properties/handoff_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.input !== undefined){
const _errs3 = errors;
if(typeof data.input !== "string"){
validate867.errors = [{instancePath:instancePath+"/input",schemaPath:"#/properties/input/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.input_item_id !== undefined){
const _errs5 = errors;
if(typeof data.input_item_id !== "string"){
validate867.errors = [{instancePath:instancePath+"/input_item_id",schemaPath:"#/properties/input_item_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mode !== undefined){
const _errs7 = errors;
if(!(validate868(data.mode, instancePath+"/mode"))){
vErrors = vErrors === null ? validate868.errors : vErrors.concat(validate868.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.source_event_ids !== undefined){
let data4 = data.source_event_ids;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data4)){
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs10 = errors;
if(typeof data4[i0] !== "string"){
validate867.errors = [{instancePath:instancePath+"/source_event_ids/" + i0,schemaPath:"#/properties/source_event_ids/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs10 === errors;
if(!valid1){
break;
}
}
}
else {
validate867.errors = [{instancePath:instancePath+"/source_event_ids",schemaPath:"#/properties/source_event_ids/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turn_id !== undefined){
const _errs12 = errors;
if(typeof data.turn_id !== "string"){
validate867.errors = [{instancePath:instancePath+"/turn_id",schemaPath:"#/properties/turn_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data7 = data.type;
const _errs14 = errors;
if(typeof data7 !== "string"){
validate867.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data7 === "turnInputAccepted")){
validate867.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema439.properties.type.enum}}];
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
else {
validate867.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate867.errors = vErrors;
return errors === 0;
}

const schema441 = {"properties":{"input":{"type":"string"},"input_item_id":{"type":"string"},"source_event_ids":{"items":{"type":"string"},"type":"array"},"type":{"enum":["sessionEndInputSaved"],"type":"string"}},"required":["input","input_item_id","source_event_ids","type"],"type":"object"};

function validate870(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.input === undefined) && (missing0 = "input")) || ((data.input_item_id === undefined) && (missing0 = "input_item_id"))) || ((data.source_event_ids === undefined) && (missing0 = "source_event_ids"))) || ((data.type === undefined) && (missing0 = "type"))){
validate870.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.input !== undefined){
const _errs1 = errors;
if(typeof data.input !== "string"){
validate870.errors = [{instancePath:instancePath+"/input",schemaPath:"#/properties/input/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.input_item_id !== undefined){
const _errs3 = errors;
if(typeof data.input_item_id !== "string"){
validate870.errors = [{instancePath:instancePath+"/input_item_id",schemaPath:"#/properties/input_item_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.source_event_ids !== undefined){
let data2 = data.source_event_ids;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(typeof data2[i0] !== "string"){
validate870.errors = [{instancePath:instancePath+"/source_event_ids/" + i0,schemaPath:"#/properties/source_event_ids/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate870.errors = [{instancePath:instancePath+"/source_event_ids",schemaPath:"#/properties/source_event_ids/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data4 = data.type;
const _errs9 = errors;
if(typeof data4 !== "string"){
validate870.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data4 === "sessionEndInputSaved")){
validate870.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema441.properties.type.enum}}];
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
else {
validate870.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate870.errors = vErrors;
return errors === 0;
}


function validate844(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.id === undefined) && (missing0 = "id")) || ((data.realtimeSessionId === undefined) && (missing0 = "realtimeSessionId"))){
validate844.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.id !== undefined){
const _errs2 = errors;
if(typeof data.id !== "string"){
validate844.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.observedAtMs !== undefined){
let data1 = data.observedAtMs;
const _errs4 = errors;
if((!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))) && (data1 !== null)){
validate844.errors = [{instancePath:instancePath+"/observedAtMs",schemaPath:"#/properties/observedAtMs/type",keyword:"type",params:{type: schema425.properties.observedAtMs.type}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.realtimeSessionId !== undefined){
const _errs6 = errors;
if(typeof data.realtimeSessionId !== "string"){
validate844.errors = [{instancePath:instancePath+"/realtimeSessionId",schemaPath:"#/properties/realtimeSessionId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "realtimeSessionStarted"){
if(!(validate845(data, instancePath))){
vErrors = vErrors === null ? validate845.errors : vErrors.concat(validate845.errors);
errors = vErrors.length;
}
}
else if(tag0 === "frame"){
if(!(validate846(data, instancePath))){
vErrors = vErrors === null ? validate846.errors : vErrors.concat(validate846.errors);
errors = vErrors.length;
}
}
else if(tag0 === "transcriptSegment"){
if(!(validate853(data, instancePath))){
vErrors = vErrors === null ? validate853.errors : vErrors.concat(validate853.errors);
errors = vErrors.length;
}
}
else if(tag0 === "bemItemPromoted"){
if(!(validate855(data, instancePath))){
vErrors = vErrors === null ? validate855.errors : vErrors.concat(validate855.errors);
errors = vErrors.length;
}
}
else if(tag0 === "realtimeSessionClosed"){
if(!(validate864(data, instancePath))){
vErrors = vErrors === null ? validate864.errors : vErrors.concat(validate864.errors);
errors = vErrors.length;
}
}
else if(tag0 === "turnInputAccepted"){
if(!(validate867(data, instancePath))){
vErrors = vErrors === null ? validate867.errors : vErrors.concat(validate867.errors);
errors = vErrors.length;
}
}
else if(tag0 === "sessionEndInputSaved"){
if(!(validate870(data, instancePath))){
vErrors = vErrors === null ? validate870.errors : vErrors.concat(validate870.errors);
errors = vErrors.length;
}
}
else {
validate844.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate844.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
}
}
}
}
}
}
else {
validate844.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate844.errors = vErrors;
return errors === 0;
}


function validate843(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.item === undefined) && (missing0 = "item")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate843.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.item !== undefined){
const _errs1 = errors;
if(!(validate844(data.item, instancePath+"/item"))){
vErrors = vErrors === null ? validate844.errors : vErrors.concat(validate844.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs2 = errors;
if(typeof data.threadId !== "string"){
validate843.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate843.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate843.errors = vErrors;
return errors === 0;
}


function validate842(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v89.json" */;
let vErrors = null;
let errors = 0;
if(!(validate843(data, instancePath))){
vErrors = vErrors === null ? validate843.errors : vErrors.concat(validate843.errors);
errors = vErrors.length;
}
validate842.errors = vErrors;
return errors === 0;
}

const v90: Validator<T.ThreadRealtimeItemTranscriptDeltaNotification> = validate880;
const schema442 = {"$id":"https://mwh.invalid/serverNotificationParams/v90.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadRealtimeItemTranscriptDeltaNotification"};
const schema443 = {"properties":{"delta":{"type":"string"},"itemId":{"type":"string"},"threadId":{"type":"string"}},"required":["delta","itemId","threadId"],"type":"object"};

function validate881(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.delta === undefined) && (missing0 = "delta")) || ((data.itemId === undefined) && (missing0 = "itemId"))) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate881.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.delta !== undefined){
const _errs1 = errors;
if(typeof data.delta !== "string"){
validate881.errors = [{instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.itemId !== undefined){
const _errs3 = errors;
if(typeof data.itemId !== "string"){
validate881.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs5 = errors;
if(typeof data.threadId !== "string"){
validate881.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
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
validate881.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate881.errors = vErrors;
return errors === 0;
}


function validate880(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v90.json" */;
let vErrors = null;
let errors = 0;
if(!(validate881(data, instancePath))){
vErrors = vErrors === null ? validate881.errors : vErrors.concat(validate881.errors);
errors = vErrors.length;
}
validate880.errors = vErrors;
return errors === 0;
}

const v91: Validator<T.ThreadRealtimeItemCompletedNotification> = validate883;
const schema444 = {"$id":"https://mwh.invalid/serverNotificationParams/v91.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadRealtimeItemCompletedNotification"};
const schema445 = {"properties":{"item":{"$ref":"#/definitions/v2/ThreadRealtimeItem"},"threadId":{"type":"string"}},"required":["item","threadId"],"type":"object"};

function validate884(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.item === undefined) && (missing0 = "item")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate884.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.item !== undefined){
const _errs1 = errors;
if(!(validate844(data.item, instancePath+"/item"))){
vErrors = vErrors === null ? validate844.errors : vErrors.concat(validate844.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs2 = errors;
if(typeof data.threadId !== "string"){
validate884.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate884.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate884.errors = vErrors;
return errors === 0;
}


function validate883(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v91.json" */;
let vErrors = null;
let errors = 0;
if(!(validate884(data, instancePath))){
vErrors = vErrors === null ? validate884.errors : vErrors.concat(validate884.errors);
errors = vErrors.length;
}
validate883.errors = vErrors;
return errors === 0;
}

const v92: Validator<T.ThreadRealtimeTranscriptDeltaNotification> = validate887;
const schema446 = {"$id":"https://mwh.invalid/serverNotificationParams/v92.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadRealtimeTranscriptDeltaNotification"};
const schema447 = {"properties":{"delta":{"type":"string"},"role":{"type":"string"},"threadId":{"type":"string"}},"required":["delta","role","threadId"],"type":"object"};

function validate888(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.delta === undefined) && (missing0 = "delta")) || ((data.role === undefined) && (missing0 = "role"))) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate888.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.delta !== undefined){
const _errs1 = errors;
if(typeof data.delta !== "string"){
validate888.errors = [{instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.role !== undefined){
const _errs3 = errors;
if(typeof data.role !== "string"){
validate888.errors = [{instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs5 = errors;
if(typeof data.threadId !== "string"){
validate888.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
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
validate888.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate888.errors = vErrors;
return errors === 0;
}


function validate887(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v92.json" */;
let vErrors = null;
let errors = 0;
if(!(validate888(data, instancePath))){
vErrors = vErrors === null ? validate888.errors : vErrors.concat(validate888.errors);
errors = vErrors.length;
}
validate887.errors = vErrors;
return errors === 0;
}

const v93: Validator<T.ThreadRealtimeTranscriptDoneNotification> = validate890;
const schema448 = {"$id":"https://mwh.invalid/serverNotificationParams/v93.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadRealtimeTranscriptDoneNotification"};
const schema449 = {"properties":{"role":{"type":"string"},"text":{"type":"string"},"threadId":{"type":"string"}},"required":["role","text","threadId"],"type":"object"};

function validate891(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.role === undefined) && (missing0 = "role")) || ((data.text === undefined) && (missing0 = "text"))) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate891.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.role !== undefined){
const _errs1 = errors;
if(typeof data.role !== "string"){
validate891.errors = [{instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.text !== undefined){
const _errs3 = errors;
if(typeof data.text !== "string"){
validate891.errors = [{instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs5 = errors;
if(typeof data.threadId !== "string"){
validate891.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
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
validate891.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate891.errors = vErrors;
return errors === 0;
}


function validate890(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v93.json" */;
let vErrors = null;
let errors = 0;
if(!(validate891(data, instancePath))){
vErrors = vErrors === null ? validate891.errors : vErrors.concat(validate891.errors);
errors = vErrors.length;
}
validate890.errors = vErrors;
return errors === 0;
}

const v94: Validator<T.ThreadRealtimeOutputAudioDeltaNotification> = validate893;
const schema450 = {"$id":"https://mwh.invalid/serverNotificationParams/v94.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadRealtimeOutputAudioDeltaNotification"};
const schema451 = {"properties":{"audio":{"$ref":"#/definitions/v2/ThreadRealtimeAudioChunk"},"threadId":{"type":"string"}},"required":["audio","threadId"],"type":"object"};
const schema452 = {"properties":{"data":{"type":"string"},"itemId":{"type":["string","null"]},"numChannels":{"format":"uint16","minimum":0,"type":"integer"},"sampleRate":{"format":"uint32","minimum":0,"type":"integer"},"samplesPerChannel":{"format":"uint32","minimum":0,"type":["integer","null"]}},"required":["data","numChannels","sampleRate"],"type":"object"};

function validate895(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.data === undefined) && (missing0 = "data")) || ((data.numChannels === undefined) && (missing0 = "numChannels"))) || ((data.sampleRate === undefined) && (missing0 = "sampleRate"))){
validate895.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.data !== undefined){
const _errs1 = errors;
if(typeof data.data !== "string"){
validate895.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.itemId !== undefined){
let data1 = data.itemId;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate895.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: schema452.properties.itemId.type}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.numChannels !== undefined){
let data2 = data.numChannels;
const _errs5 = errors;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
validate895.errors = [{instancePath:instancePath+"/numChannels",schemaPath:"#/properties/numChannels/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs5){
if(typeof data2 == "number"){
if(data2 < 0 || isNaN(data2)){
validate895.errors = [{instancePath:instancePath+"/numChannels",schemaPath:"#/properties/numChannels/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sampleRate !== undefined){
let data3 = data.sampleRate;
const _errs7 = errors;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
validate895.errors = [{instancePath:instancePath+"/sampleRate",schemaPath:"#/properties/sampleRate/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs7){
if(typeof data3 == "number"){
if(data3 < 0 || isNaN(data3)){
validate895.errors = [{instancePath:instancePath+"/sampleRate",schemaPath:"#/properties/sampleRate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.samplesPerChannel !== undefined){
let data4 = data.samplesPerChannel;
const _errs9 = errors;
if((!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))) && (data4 !== null)){
validate895.errors = [{instancePath:instancePath+"/samplesPerChannel",schemaPath:"#/properties/samplesPerChannel/type",keyword:"type",params:{type: schema452.properties.samplesPerChannel.type}}];
return false;
}
if(errors === _errs9){
if(typeof data4 == "number"){
if(data4 < 0 || isNaN(data4)){
validate895.errors = [{instancePath:instancePath+"/samplesPerChannel",schemaPath:"#/properties/samplesPerChannel/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
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
validate895.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate895.errors = vErrors;
return errors === 0;
}


function validate894(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.audio === undefined) && (missing0 = "audio")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate894.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.audio !== undefined){
const _errs1 = errors;
if(!(validate895(data.audio, instancePath+"/audio"))){
vErrors = vErrors === null ? validate895.errors : vErrors.concat(validate895.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs2 = errors;
if(typeof data.threadId !== "string"){
validate894.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate894.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate894.errors = vErrors;
return errors === 0;
}


function validate893(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v94.json" */;
let vErrors = null;
let errors = 0;
if(!(validate894(data, instancePath))){
vErrors = vErrors === null ? validate894.errors : vErrors.concat(validate894.errors);
errors = vErrors.length;
}
validate893.errors = vErrors;
return errors === 0;
}

const v95: Validator<T.ThreadRealtimeSdpNotification> = validate898;
const schema453 = {"$id":"https://mwh.invalid/serverNotificationParams/v95.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadRealtimeSdpNotification"};
const schema454 = {"properties":{"sdp":{"type":"string"},"threadId":{"type":"string"}},"required":["sdp","threadId"],"type":"object"};

function validate899(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.sdp === undefined) && (missing0 = "sdp")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate899.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.sdp !== undefined){
const _errs1 = errors;
if(typeof data.sdp !== "string"){
validate899.errors = [{instancePath:instancePath+"/sdp",schemaPath:"#/properties/sdp/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs3 = errors;
if(typeof data.threadId !== "string"){
validate899.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate899.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate899.errors = vErrors;
return errors === 0;
}


function validate898(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v95.json" */;
let vErrors = null;
let errors = 0;
if(!(validate899(data, instancePath))){
vErrors = vErrors === null ? validate899.errors : vErrors.concat(validate899.errors);
errors = vErrors.length;
}
validate898.errors = vErrors;
return errors === 0;
}

const v96: Validator<T.ThreadRealtimeErrorNotification> = validate901;
const schema455 = {"$id":"https://mwh.invalid/serverNotificationParams/v96.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadRealtimeErrorNotification"};
const schema456 = {"properties":{"message":{"type":"string"},"threadId":{"type":"string"}},"required":["message","threadId"],"type":"object"};

function validate902(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.message === undefined) && (missing0 = "message")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate902.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.message !== undefined){
const _errs1 = errors;
if(typeof data.message !== "string"){
validate902.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs3 = errors;
if(typeof data.threadId !== "string"){
validate902.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate902.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate902.errors = vErrors;
return errors === 0;
}


function validate901(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v96.json" */;
let vErrors = null;
let errors = 0;
if(!(validate902(data, instancePath))){
vErrors = vErrors === null ? validate902.errors : vErrors.concat(validate902.errors);
errors = vErrors.length;
}
validate901.errors = vErrors;
return errors === 0;
}

const v97: Validator<T.ThreadRealtimeClosedNotification> = validate904;
const schema457 = {"$id":"https://mwh.invalid/serverNotificationParams/v97.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadRealtimeClosedNotification"};
const schema458 = {"properties":{"reason":{"type":["string","null"]},"threadId":{"type":"string"}},"required":["threadId"],"type":"object"};

function validate905(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.threadId === undefined) && (missing0 = "threadId")){
validate905.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.reason !== undefined){
let data0 = data.reason;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate905.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: schema458.properties.reason.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs3 = errors;
if(typeof data.threadId !== "string"){
validate905.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate905.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate905.errors = vErrors;
return errors === 0;
}


function validate904(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v97.json" */;
let vErrors = null;
let errors = 0;
if(!(validate905(data, instancePath))){
vErrors = vErrors === null ? validate905.errors : vErrors.concat(validate905.errors);
errors = vErrors.length;
}
validate904.errors = vErrors;
return errors === 0;
}

const v98: Validator<T.WindowsWorldWritableWarningNotification> = validate907;
const schema459 = {"$id":"https://mwh.invalid/serverNotificationParams/v98.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/WindowsWorldWritableWarningNotification"};
const schema460 = {"properties":{"extraCount":{"format":"uint","minimum":0,"type":"integer"},"failedScan":{"type":"boolean"},"samplePaths":{"items":{"type":"string"},"type":"array"}},"required":["extraCount","failedScan","samplePaths"],"type":"object"};

function validate908(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.extraCount === undefined) && (missing0 = "extraCount")) || ((data.failedScan === undefined) && (missing0 = "failedScan"))) || ((data.samplePaths === undefined) && (missing0 = "samplePaths"))){
validate908.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.extraCount !== undefined){
let data0 = data.extraCount;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate908.errors = [{instancePath:instancePath+"/extraCount",schemaPath:"#/properties/extraCount/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs1){
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
validate908.errors = [{instancePath:instancePath+"/extraCount",schemaPath:"#/properties/extraCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.failedScan !== undefined){
const _errs3 = errors;
if(typeof data.failedScan !== "boolean"){
validate908.errors = [{instancePath:instancePath+"/failedScan",schemaPath:"#/properties/failedScan/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.samplePaths !== undefined){
let data2 = data.samplePaths;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(typeof data2[i0] !== "string"){
validate908.errors = [{instancePath:instancePath+"/samplePaths/" + i0,schemaPath:"#/properties/samplePaths/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate908.errors = [{instancePath:instancePath+"/samplePaths",schemaPath:"#/properties/samplePaths/type",keyword:"type",params:{type: "array"}}];
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
validate908.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate908.errors = vErrors;
return errors === 0;
}


function validate907(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v98.json" */;
let vErrors = null;
let errors = 0;
if(!(validate908(data, instancePath))){
vErrors = vErrors === null ? validate908.errors : vErrors.concat(validate908.errors);
errors = vErrors.length;
}
validate907.errors = vErrors;
return errors === 0;
}

const v99: Validator<T.WindowsSandboxSetupCompletedNotification> = validate910;
const schema461 = {"$id":"https://mwh.invalid/serverNotificationParams/v99.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/WindowsSandboxSetupCompletedNotification"};
const schema462 = {"properties":{"error":{"type":["string","null"]},"mode":{"$ref":"#/definitions/v2/WindowsSandboxSetupMode"},"success":{"type":"boolean"}},"required":["mode","success"],"type":"object"};
const schema463 = {"enum":["elevated","unelevated"],"type":"string"};

function validate912(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate912.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "elevated") || (data === "unelevated"))){
validate912.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema463.enum}}];
return false;
}
validate912.errors = vErrors;
return errors === 0;
}


function validate911(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.mode === undefined) && (missing0 = "mode")) || ((data.success === undefined) && (missing0 = "success"))){
validate911.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.error !== undefined){
let data0 = data.error;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate911.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: schema462.properties.error.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mode !== undefined){
const _errs3 = errors;
if(!(validate912(data.mode, instancePath+"/mode"))){
vErrors = vErrors === null ? validate912.errors : vErrors.concat(validate912.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.success !== undefined){
const _errs4 = errors;
if(typeof data.success !== "boolean"){
validate911.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate911.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate911.errors = vErrors;
return errors === 0;
}


function validate910(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v99.json" */;
let vErrors = null;
let errors = 0;
if(!(validate911(data, instancePath))){
vErrors = vErrors === null ? validate911.errors : vErrors.concat(validate911.errors);
errors = vErrors.length;
}
validate910.errors = vErrors;
return errors === 0;
}

const v100: Validator<T.AccountLoginCompletedNotification> = validate915;
const schema464 = {"$id":"https://mwh.invalid/serverNotificationParams/v100.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/AccountLoginCompletedNotification"};
const schema465 = {"properties":{"error":{"type":["string","null"]},"loginId":{"type":["string","null"]},"onboardingEntrypoint":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/DesktopOnboardingEntrypoint"}},"success":{"type":"boolean"}},"required":["success"],"type":"object"};
const schema466 = {"enum":["life_sciences"],"type":"string"};

function validate917(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate917.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data === "life_sciences")){
validate917.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema466.enum}}];
return false;
}
validate917.errors = vErrors;
return errors === 0;
}


function validate916(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.success === undefined) && (missing0 = "success")){
validate916.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.error !== undefined){
let data0 = data.error;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate916.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: schema465.properties.error.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.loginId !== undefined){
let data1 = data.loginId;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate916.errors = [{instancePath:instancePath+"/loginId",schemaPath:"#/properties/loginId/type",keyword:"type",params:{type: schema465.properties.loginId.type}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.onboardingEntrypoint !== undefined){
let data2 = data.onboardingEntrypoint;
const _errs5 = errors;
const _errs6 = errors;
let valid1 = true;
const _errs7 = errors;
if(data2 !== null){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs7 === errors;
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs9 = errors;
if(!(validate917(data2, instancePath+"/onboardingEntrypoint"))){
vErrors = vErrors === null ? validate917.errors : vErrors.concat(validate917.errors);
errors = vErrors.length;
}
var _valid0 = _errs9 === errors;
valid1 = _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/onboardingEntrypoint",schemaPath:"#/properties/onboardingEntrypoint/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate916.errors = vErrors;
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.success !== undefined){
const _errs10 = errors;
if(typeof data.success !== "boolean"){
validate916.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"}}];
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
else {
validate916.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate916.errors = vErrors;
return errors === 0;
}


function validate915(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v100.json" */;
let vErrors = null;
let errors = 0;
if(!(validate916(data, instancePath))){
vErrors = vErrors === null ? validate916.errors : vErrors.concat(validate916.errors);
errors = vErrors.length;
}
validate915.errors = vErrors;
return errors === 0;
}

const v101: Validator<T.CommandExecutionRequestApprovalParams> = validate920;
const schema467 = {"$id":"https://mwh.invalid/serverRequestParams/v101.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/CommandExecutionRequestApprovalParams"};
const schema468 = {"properties":{"approvalId":{"type":["string","null"]},"command":{"type":["string","null"]},"commandActions":{"items":{"$ref":"#/definitions/v2/CommandAction"},"type":["array","null"]},"cwd":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/LegacyAppPathString"}},"environmentId":{"type":["string","null"]},"itemId":{"type":"string"},"kind":{"allOf":[{"$ref":"#/definitions/CommandExecutionApprovalKind"}]},"networkApprovalContext":{"if":{"type":"null"},"else":{"$ref":"#/definitions/NetworkApprovalContext"}},"proposedExecpolicyAmendment":{"items":{"type":"string"},"type":["array","null"]},"proposedNetworkPolicyAmendments":{"items":{"$ref":"#/definitions/NetworkPolicyAmendment"},"type":["array","null"]},"reason":{"type":["string","null"]},"startedAtMs":{"format":"int64","type":"integer"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["itemId","startedAtMs","threadId","turnId"],"type":"object"};
const schema469 = {"oneOf":[{"enum":["command","writeStdin"],"type":"string"},{"enum":["humanCommand"],"type":"string"}]};

function validate924(data, instancePath=""){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((data === "command") || (data === "writeStdin"))){
const err1 = {instancePath,schemaPath:"#/oneOf/0/enum",keyword:"enum",params:{allowedValues: schema469.oneOf[0].enum}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs3 = errors;
if(typeof data !== "string"){
const err2 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(data === "humanCommand")){
const err3 = {instancePath,schemaPath:"#/oneOf/1/enum",keyword:"enum",params:{allowedValues: schema469.oneOf[1].enum}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs3 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err4 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
validate924.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate924.errors = vErrors;
return errors === 0;
}

const schema470 = {"properties":{"host":{"type":"string"},"protocol":{"$ref":"#/definitions/v2/NetworkApprovalProtocol"}},"required":["host","protocol"],"type":"object"};

function validate926(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.host === undefined) && (missing0 = "host")) || ((data.protocol === undefined) && (missing0 = "protocol"))){
validate926.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.host !== undefined){
const _errs1 = errors;
if(typeof data.host !== "string"){
validate926.errors = [{instancePath:instancePath+"/host",schemaPath:"#/properties/host/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.protocol !== undefined){
const _errs3 = errors;
if(!(validate571(data.protocol, instancePath+"/protocol"))){
vErrors = vErrors === null ? validate571.errors : vErrors.concat(validate571.errors);
errors = vErrors.length;
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
validate926.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate926.errors = vErrors;
return errors === 0;
}

const schema471 = {"properties":{"action":{"$ref":"#/definitions/NetworkPolicyRuleAction"},"host":{"type":"string"}},"required":["action","host"],"type":"object"};
const schema472 = {"enum":["allow","deny"],"type":"string"};

function validate930(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate930.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "allow") || (data === "deny"))){
validate930.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema472.enum}}];
return false;
}
validate930.errors = vErrors;
return errors === 0;
}


function validate929(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.action === undefined) && (missing0 = "action")) || ((data.host === undefined) && (missing0 = "host"))){
validate929.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.action !== undefined){
const _errs1 = errors;
if(!(validate930(data.action, instancePath+"/action"))){
vErrors = vErrors === null ? validate930.errors : vErrors.concat(validate930.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.host !== undefined){
const _errs2 = errors;
if(typeof data.host !== "string"){
validate929.errors = [{instancePath:instancePath+"/host",schemaPath:"#/properties/host/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate929.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate929.errors = vErrors;
return errors === 0;
}


function validate921(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.itemId === undefined) && (missing0 = "itemId")) || ((data.startedAtMs === undefined) && (missing0 = "startedAtMs"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate921.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.approvalId !== undefined){
let data0 = data.approvalId;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate921.errors = [{instancePath:instancePath+"/approvalId",schemaPath:"#/properties/approvalId/type",keyword:"type",params:{type: schema468.properties.approvalId.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.command !== undefined){
let data1 = data.command;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate921.errors = [{instancePath:instancePath+"/command",schemaPath:"#/properties/command/type",keyword:"type",params:{type: schema468.properties.command.type}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.commandActions !== undefined){
let data2 = data.commandActions;
const _errs5 = errors;
if((!(Array.isArray(data2))) && (data2 !== null)){
validate921.errors = [{instancePath:instancePath+"/commandActions",schemaPath:"#/properties/commandActions/type",keyword:"type",params:{type: schema468.properties.commandActions.type}}];
return false;
}
if(errors === _errs5){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(!(validate194(data2[i0], instancePath+"/commandActions/" + i0))){
vErrors = vErrors === null ? validate194.errors : vErrors.concat(validate194.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cwd !== undefined){
let data4 = data.cwd;
const _errs8 = errors;
const _errs9 = errors;
let valid2 = true;
const _errs10 = errors;
if(data4 !== null){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs10 === errors;
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs12 = errors;
if(!(validate54(data4, instancePath+"/cwd"))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var _valid0 = _errs12 === errors;
valid2 = _valid0;
}
if(!valid2){
const err1 = {instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate921.errors = vErrors;
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.environmentId !== undefined){
let data5 = data.environmentId;
const _errs13 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate921.errors = [{instancePath:instancePath+"/environmentId",schemaPath:"#/properties/environmentId/type",keyword:"type",params:{type: schema468.properties.environmentId.type}}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.itemId !== undefined){
const _errs15 = errors;
if(typeof data.itemId !== "string"){
validate921.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.kind !== undefined){
const _errs17 = errors;
if(!(validate924(data.kind, instancePath+"/kind"))){
vErrors = vErrors === null ? validate924.errors : vErrors.concat(validate924.errors);
errors = vErrors.length;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.networkApprovalContext !== undefined){
let data8 = data.networkApprovalContext;
const _errs19 = errors;
const _errs20 = errors;
let valid4 = true;
const _errs21 = errors;
if(data8 !== null){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs21 === errors;
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
if(!_valid1){
const _errs23 = errors;
if(!(validate926(data8, instancePath+"/networkApprovalContext"))){
vErrors = vErrors === null ? validate926.errors : vErrors.concat(validate926.errors);
errors = vErrors.length;
}
var _valid1 = _errs23 === errors;
valid4 = _valid1;
}
if(!valid4){
const err3 = {instancePath:instancePath+"/networkApprovalContext",schemaPath:"#/properties/networkApprovalContext/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate921.errors = vErrors;
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.proposedExecpolicyAmendment !== undefined){
let data9 = data.proposedExecpolicyAmendment;
const _errs24 = errors;
if((!(Array.isArray(data9))) && (data9 !== null)){
validate921.errors = [{instancePath:instancePath+"/proposedExecpolicyAmendment",schemaPath:"#/properties/proposedExecpolicyAmendment/type",keyword:"type",params:{type: schema468.properties.proposedExecpolicyAmendment.type}}];
return false;
}
if(errors === _errs24){
if(Array.isArray(data9)){
var valid5 = true;
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
const _errs26 = errors;
if(typeof data9[i1] !== "string"){
validate921.errors = [{instancePath:instancePath+"/proposedExecpolicyAmendment/" + i1,schemaPath:"#/properties/proposedExecpolicyAmendment/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid5 = _errs26 === errors;
if(!valid5){
break;
}
}
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.proposedNetworkPolicyAmendments !== undefined){
let data11 = data.proposedNetworkPolicyAmendments;
const _errs28 = errors;
if((!(Array.isArray(data11))) && (data11 !== null)){
validate921.errors = [{instancePath:instancePath+"/proposedNetworkPolicyAmendments",schemaPath:"#/properties/proposedNetworkPolicyAmendments/type",keyword:"type",params:{type: schema468.properties.proposedNetworkPolicyAmendments.type}}];
return false;
}
if(errors === _errs28){
if(Array.isArray(data11)){
var valid6 = true;
const len2 = data11.length;
for(let i2=0; i2<len2; i2++){
const _errs30 = errors;
if(!(validate929(data11[i2], instancePath+"/proposedNetworkPolicyAmendments/" + i2))){
vErrors = vErrors === null ? validate929.errors : vErrors.concat(validate929.errors);
errors = vErrors.length;
}
var valid6 = _errs30 === errors;
if(!valid6){
break;
}
}
}
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data13 = data.reason;
const _errs31 = errors;
if((typeof data13 !== "string") && (data13 !== null)){
validate921.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: schema468.properties.reason.type}}];
return false;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.startedAtMs !== undefined){
let data14 = data.startedAtMs;
const _errs33 = errors;
if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){
validate921.errors = [{instancePath:instancePath+"/startedAtMs",schemaPath:"#/properties/startedAtMs/type",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs35 = errors;
if(typeof data.threadId !== "string"){
validate921.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs37 = errors;
if(typeof data.turnId !== "string"){
validate921.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs37 === errors;
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
else {
validate921.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate921.errors = vErrors;
return errors === 0;
}


function validate920(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverRequestParams/v101.json" */;
let vErrors = null;
let errors = 0;
if(!(validate921(data, instancePath))){
vErrors = vErrors === null ? validate921.errors : vErrors.concat(validate921.errors);
errors = vErrors.length;
}
validate920.errors = vErrors;
return errors === 0;
}

const v102: Validator<T.CommandExecutionRequestApprovalResponse> = validate934;
const schema473 = {"$id":"https://mwh.invalid/serverRequestResponse/v102.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/CommandExecutionRequestApprovalResponse"};
const schema474 = {"properties":{"decision":{"$ref":"#/definitions/CommandExecutionApprovalDecision"}},"required":["decision"],"type":"object"};
const schema475 = {"oneOf":[{"enum":["accept"],"type":"string"},{"enum":["acceptForSession"],"type":"string"},{"properties":{"acceptWithExecpolicyAmendment":{"properties":{"execpolicy_amendment":{"items":{"type":"string"},"type":"array"}},"required":["execpolicy_amendment"],"type":"object"}},"required":["acceptWithExecpolicyAmendment"],"type":"object"},{"properties":{"applyNetworkPolicyAmendment":{"properties":{"network_policy_amendment":{"$ref":"#/definitions/NetworkPolicyAmendment"}},"required":["network_policy_amendment"],"type":"object"}},"required":["applyNetworkPolicyAmendment"],"type":"object"},{"enum":["decline"],"type":"string"},{"enum":["cancel"],"type":"string"}]};

function validate936(data, instancePath=""){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(data === "accept")){
const err1 = {instancePath,schemaPath:"#/oneOf/0/enum",keyword:"enum",params:{allowedValues: schema475.oneOf[0].enum}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs3 = errors;
if(typeof data !== "string"){
const err2 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(data === "acceptForSession")){
const err3 = {instancePath,schemaPath:"#/oneOf/1/enum",keyword:"enum",params:{allowedValues: schema475.oneOf[1].enum}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs3 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
const _errs5 = errors;
if(errors === _errs5){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.acceptWithExecpolicyAmendment === undefined) && (missing0 = "acceptWithExecpolicyAmendment")){
const err4 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: missing0}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
if(data.acceptWithExecpolicyAmendment !== undefined){
let data0 = data.acceptWithExecpolicyAmendment;
const _errs7 = errors;
if(errors === _errs7){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if((data0.execpolicy_amendment === undefined) && (missing1 = "execpolicy_amendment")){
const err5 = {instancePath:instancePath+"/acceptWithExecpolicyAmendment",schemaPath:"#/oneOf/2/properties/acceptWithExecpolicyAmendment/required",keyword:"required",params:{missingProperty: missing1}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
if(data0.execpolicy_amendment !== undefined){
let data1 = data0.execpolicy_amendment;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data1)){
var valid3 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs11 = errors;
if(typeof data1[i0] !== "string"){
const err6 = {instancePath:instancePath+"/acceptWithExecpolicyAmendment/execpolicy_amendment/" + i0,schemaPath:"#/oneOf/2/properties/acceptWithExecpolicyAmendment/properties/execpolicy_amendment/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var valid3 = _errs11 === errors;
if(!valid3){
break;
}
}
}
else {
const err7 = {instancePath:instancePath+"/acceptWithExecpolicyAmendment/execpolicy_amendment",schemaPath:"#/oneOf/2/properties/acceptWithExecpolicyAmendment/properties/execpolicy_amendment/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
}
}
else {
const err8 = {instancePath:instancePath+"/acceptWithExecpolicyAmendment",schemaPath:"#/oneOf/2/properties/acceptWithExecpolicyAmendment/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid0 = true;
passing0 = 2;
}
const _errs13 = errors;
if(errors === _errs13){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.applyNetworkPolicyAmendment === undefined) && (missing2 = "applyNetworkPolicyAmendment")){
const err10 = {instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: missing2}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
if(data.applyNetworkPolicyAmendment !== undefined){
let data3 = data.applyNetworkPolicyAmendment;
const _errs15 = errors;
if(errors === _errs15){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing3;
if((data3.network_policy_amendment === undefined) && (missing3 = "network_policy_amendment")){
const err11 = {instancePath:instancePath+"/applyNetworkPolicyAmendment",schemaPath:"#/oneOf/3/properties/applyNetworkPolicyAmendment/required",keyword:"required",params:{missingProperty: missing3}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
if(data3.network_policy_amendment !== undefined){
if(!(validate929(data3.network_policy_amendment, instancePath+"/applyNetworkPolicyAmendment/network_policy_amendment"))){
vErrors = vErrors === null ? validate929.errors : vErrors.concat(validate929.errors);
errors = vErrors.length;
}
}
}
}
else {
const err12 = {instancePath:instancePath+"/applyNetworkPolicyAmendment",schemaPath:"#/oneOf/3/properties/applyNetworkPolicyAmendment/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/oneOf/3/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
var _valid0 = _errs13 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid0 = true;
passing0 = 3;
}
const _errs18 = errors;
if(typeof data !== "string"){
const err14 = {instancePath,schemaPath:"#/oneOf/4/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(data === "decline")){
const err15 = {instancePath,schemaPath:"#/oneOf/4/enum",keyword:"enum",params:{allowedValues: schema475.oneOf[4].enum}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs18 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 4];
}
else {
if(_valid0){
valid0 = true;
passing0 = 4;
}
const _errs20 = errors;
if(typeof data !== "string"){
const err16 = {instancePath,schemaPath:"#/oneOf/5/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(data === "cancel")){
const err17 = {instancePath,schemaPath:"#/oneOf/5/enum",keyword:"enum",params:{allowedValues: schema475.oneOf[5].enum}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid0 = _errs20 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 5];
}
else {
if(_valid0){
valid0 = true;
passing0 = 5;
}
}
}
}
}
}
if(!valid0){
const err18 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
validate936.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate936.errors = vErrors;
return errors === 0;
}


function validate935(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.decision === undefined) && (missing0 = "decision")){
validate935.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.decision !== undefined){
if(!(validate936(data.decision, instancePath+"/decision"))){
vErrors = vErrors === null ? validate936.errors : vErrors.concat(validate936.errors);
errors = vErrors.length;
}
}
}
}
else {
validate935.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate935.errors = vErrors;
return errors === 0;
}


function validate934(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverRequestResponse/v102.json" */;
let vErrors = null;
let errors = 0;
if(!(validate935(data, instancePath))){
vErrors = vErrors === null ? validate935.errors : vErrors.concat(validate935.errors);
errors = vErrors.length;
}
validate934.errors = vErrors;
return errors === 0;
}

const v103: Validator<T.FileChangeRequestApprovalParams> = validate940;
const schema476 = {"$id":"https://mwh.invalid/serverRequestParams/v103.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/FileChangeRequestApprovalParams"};
const schema477 = {"properties":{"grantRoot":{"type":["string","null"]},"itemId":{"type":"string"},"reason":{"type":["string","null"]},"startedAtMs":{"format":"int64","type":"integer"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["itemId","startedAtMs","threadId","turnId"],"type":"object"};

function validate941(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.itemId === undefined) && (missing0 = "itemId")) || ((data.startedAtMs === undefined) && (missing0 = "startedAtMs"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate941.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.grantRoot !== undefined){
let data0 = data.grantRoot;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate941.errors = [{instancePath:instancePath+"/grantRoot",schemaPath:"#/properties/grantRoot/type",keyword:"type",params:{type: schema477.properties.grantRoot.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.itemId !== undefined){
const _errs3 = errors;
if(typeof data.itemId !== "string"){
validate941.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data2 = data.reason;
const _errs5 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate941.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: schema477.properties.reason.type}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.startedAtMs !== undefined){
let data3 = data.startedAtMs;
const _errs7 = errors;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
validate941.errors = [{instancePath:instancePath+"/startedAtMs",schemaPath:"#/properties/startedAtMs/type",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs9 = errors;
if(typeof data.threadId !== "string"){
validate941.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs11 = errors;
if(typeof data.turnId !== "string"){
validate941.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
}
else {
validate941.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate941.errors = vErrors;
return errors === 0;
}


function validate940(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverRequestParams/v103.json" */;
let vErrors = null;
let errors = 0;
if(!(validate941(data, instancePath))){
vErrors = vErrors === null ? validate941.errors : vErrors.concat(validate941.errors);
errors = vErrors.length;
}
validate940.errors = vErrors;
return errors === 0;
}

const v104: Validator<T.FileChangeRequestApprovalResponse> = validate943;
const schema478 = {"$id":"https://mwh.invalid/serverRequestResponse/v104.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/FileChangeRequestApprovalResponse"};
const schema479 = {"properties":{"decision":{"$ref":"#/definitions/FileChangeApprovalDecision"}},"required":["decision"],"type":"object"};
const schema480 = {"type":"string","enum":["accept","acceptForSession","decline","cancel"]};

function validate945(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate945.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data === "accept") || (data === "acceptForSession")) || (data === "decline")) || (data === "cancel"))){
validate945.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema480.enum}}];
return false;
}
validate945.errors = vErrors;
return errors === 0;
}


function validate944(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.decision === undefined) && (missing0 = "decision")){
validate944.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.decision !== undefined){
if(!(validate945(data.decision, instancePath+"/decision"))){
vErrors = vErrors === null ? validate945.errors : vErrors.concat(validate945.errors);
errors = vErrors.length;
}
}
}
}
else {
validate944.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate944.errors = vErrors;
return errors === 0;
}


function validate943(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverRequestResponse/v104.json" */;
let vErrors = null;
let errors = 0;
if(!(validate944(data, instancePath))){
vErrors = vErrors === null ? validate944.errors : vErrors.concat(validate944.errors);
errors = vErrors.length;
}
validate943.errors = vErrors;
return errors === 0;
}

const v105: Validator<T.ToolRequestUserInputParams> = validate948;
const schema481 = {"$id":"https://mwh.invalid/serverRequestParams/v105.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/ToolRequestUserInputParams"};
const schema482 = {"properties":{"autoResolutionMs":{"format":"uint64","minimum":0,"type":["integer","null"]},"isBlocking":{"type":"boolean"},"itemId":{"type":"string"},"questions":{"items":{"$ref":"#/definitions/ToolRequestUserInputQuestion"},"type":"array"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["isBlocking","itemId","questions","threadId","turnId"],"type":"object"};
const schema483 = {"properties":{"header":{"type":"string"},"id":{"type":"string"},"isOther":{"type":"boolean"},"isSecret":{"type":"boolean"},"options":{"items":{"$ref":"#/definitions/ToolRequestUserInputOption"},"type":["array","null"]},"question":{"type":"string"}},"required":["header","id","question"],"type":"object"};
const schema484 = {"properties":{"description":{"type":"string"},"label":{"type":"string"}},"required":["description","label"],"type":"object"};

function validate951(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.description === undefined) && (missing0 = "description")) || ((data.label === undefined) && (missing0 = "label"))){
validate951.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.description !== undefined){
const _errs1 = errors;
if(typeof data.description !== "string"){
validate951.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.label !== undefined){
const _errs3 = errors;
if(typeof data.label !== "string"){
validate951.errors = [{instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"}}];
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
validate951.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate951.errors = vErrors;
return errors === 0;
}


function validate950(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.header === undefined) && (missing0 = "header")) || ((data.id === undefined) && (missing0 = "id"))) || ((data.question === undefined) && (missing0 = "question"))){
validate950.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.header !== undefined){
const _errs1 = errors;
if(typeof data.header !== "string"){
validate950.errors = [{instancePath:instancePath+"/header",schemaPath:"#/properties/header/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs3 = errors;
if(typeof data.id !== "string"){
validate950.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isOther !== undefined){
const _errs5 = errors;
if(typeof data.isOther !== "boolean"){
validate950.errors = [{instancePath:instancePath+"/isOther",schemaPath:"#/properties/isOther/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isSecret !== undefined){
const _errs7 = errors;
if(typeof data.isSecret !== "boolean"){
validate950.errors = [{instancePath:instancePath+"/isSecret",schemaPath:"#/properties/isSecret/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.options !== undefined){
let data4 = data.options;
const _errs9 = errors;
if((!(Array.isArray(data4))) && (data4 !== null)){
validate950.errors = [{instancePath:instancePath+"/options",schemaPath:"#/properties/options/type",keyword:"type",params:{type: schema483.properties.options.type}}];
return false;
}
if(errors === _errs9){
if(Array.isArray(data4)){
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs11 = errors;
if(!(validate951(data4[i0], instancePath+"/options/" + i0))){
vErrors = vErrors === null ? validate951.errors : vErrors.concat(validate951.errors);
errors = vErrors.length;
}
var valid1 = _errs11 === errors;
if(!valid1){
break;
}
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.question !== undefined){
const _errs12 = errors;
if(typeof data.question !== "string"){
validate950.errors = [{instancePath:instancePath+"/question",schemaPath:"#/properties/question/type",keyword:"type",params:{type: "string"}}];
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
validate950.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate950.errors = vErrors;
return errors === 0;
}


function validate949(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.isBlocking === undefined) && (missing0 = "isBlocking")) || ((data.itemId === undefined) && (missing0 = "itemId"))) || ((data.questions === undefined) && (missing0 = "questions"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate949.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.autoResolutionMs !== undefined){
let data0 = data.autoResolutionMs;
const _errs1 = errors;
if((!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))) && (data0 !== null)){
validate949.errors = [{instancePath:instancePath+"/autoResolutionMs",schemaPath:"#/properties/autoResolutionMs/type",keyword:"type",params:{type: schema482.properties.autoResolutionMs.type}}];
return false;
}
if(errors === _errs1){
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
validate949.errors = [{instancePath:instancePath+"/autoResolutionMs",schemaPath:"#/properties/autoResolutionMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isBlocking !== undefined){
const _errs3 = errors;
if(typeof data.isBlocking !== "boolean"){
validate949.errors = [{instancePath:instancePath+"/isBlocking",schemaPath:"#/properties/isBlocking/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.itemId !== undefined){
const _errs5 = errors;
if(typeof data.itemId !== "string"){
validate949.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.questions !== undefined){
let data3 = data.questions;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs9 = errors;
if(!(validate950(data3[i0], instancePath+"/questions/" + i0))){
vErrors = vErrors === null ? validate950.errors : vErrors.concat(validate950.errors);
errors = vErrors.length;
}
var valid1 = _errs9 === errors;
if(!valid1){
break;
}
}
}
else {
validate949.errors = [{instancePath:instancePath+"/questions",schemaPath:"#/properties/questions/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs10 = errors;
if(typeof data.threadId !== "string"){
validate949.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs12 = errors;
if(typeof data.turnId !== "string"){
validate949.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate949.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate949.errors = vErrors;
return errors === 0;
}


function validate948(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverRequestParams/v105.json" */;
let vErrors = null;
let errors = 0;
if(!(validate949(data, instancePath))){
vErrors = vErrors === null ? validate949.errors : vErrors.concat(validate949.errors);
errors = vErrors.length;
}
validate948.errors = vErrors;
return errors === 0;
}

const v106: Validator<T.ToolRequestUserInputResponse> = validate955;
const schema485 = {"$id":"https://mwh.invalid/serverRequestResponse/v106.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/ToolRequestUserInputResponse"};
const schema486 = {"properties":{"answers":{"additionalProperties":{"$ref":"#/definitions/ToolRequestUserInputAnswer"},"type":"object"}},"required":["answers"],"type":"object"};
const schema487 = {"properties":{"answers":{"items":{"type":"string"},"type":"array"}},"required":["answers"],"type":"object"};

function validate957(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.answers === undefined) && (missing0 = "answers")){
validate957.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.answers !== undefined){
let data0 = data.answers;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(typeof data0[i0] !== "string"){
validate957.errors = [{instancePath:instancePath+"/answers/" + i0,schemaPath:"#/properties/answers/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate957.errors = [{instancePath:instancePath+"/answers",schemaPath:"#/properties/answers/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
}
}
}
else {
validate957.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate957.errors = vErrors;
return errors === 0;
}


function validate956(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.answers === undefined) && (missing0 = "answers")){
validate956.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.answers !== undefined){
let data0 = data.answers;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key0 in data0){
const _errs4 = errors;
if(!(validate957(data0[key0], instancePath+"/answers/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")))){
vErrors = vErrors === null ? validate957.errors : vErrors.concat(validate957.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate956.errors = [{instancePath:instancePath+"/answers",schemaPath:"#/properties/answers/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
}
}
else {
validate956.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate956.errors = vErrors;
return errors === 0;
}


function validate955(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverRequestResponse/v106.json" */;
let vErrors = null;
let errors = 0;
if(!(validate956(data, instancePath))){
vErrors = vErrors === null ? validate956.errors : vErrors.concat(validate956.errors);
errors = vErrors.length;
}
validate955.errors = vErrors;
return errors === 0;
}

const v107: Validator<T.McpServerElicitationRequestParams> = validate960;
const schema488 = {"$id":"https://mwh.invalid/serverRequestParams/v107.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/McpServerElicitationRequestParams"};
const schema489 = {"oneOf":[{"$ref":"#/definitions/mwhBranch113"},{"$ref":"#/definitions/mwhBranch114"},{"$ref":"#/definitions/mwhBranch115"},{"$ref":"#/definitions/mwhBranch116"}],"properties":{"environmentId":{"type":["string","null"]},"serverName":{"type":"string"},"threadId":{"type":"string"},"turnId":{"type":["string","null"]}},"required":["serverName","threadId"],"type":"object","discriminator":{"propertyName":"mode"}};
const schema490 = {"properties":{"_meta":true,"message":{"type":"string"},"mode":{"enum":["form"],"type":"string"},"requestedSchema":{"$ref":"#/definitions/McpElicitationSchema"}},"required":["message","mode","requestedSchema"],"type":"object"};
const schema491 = {"properties":{"$schema":{"type":["string","null"]},"properties":{"additionalProperties":{"$ref":"#/definitions/McpElicitationPrimitiveSchema"},"type":"object"},"required":{"items":{"type":"string"},"type":["array","null"]},"type":{"$ref":"#/definitions/McpElicitationObjectType"}},"required":["properties","type"],"type":"object"};
const schema492 = {"anyOf":[{"$ref":"#/definitions/McpElicitationEnumSchema"},{"$ref":"#/definitions/McpElicitationStringSchema"},{"$ref":"#/definitions/McpElicitationNumberSchema"},{"$ref":"#/definitions/McpElicitationBooleanSchema"}]};
const schema493 = {"anyOf":[{"$ref":"#/definitions/McpElicitationSingleSelectEnumSchema"},{"$ref":"#/definitions/McpElicitationMultiSelectEnumSchema"},{"$ref":"#/definitions/McpElicitationLegacyTitledEnumSchema"}]};
const schema494 = {"anyOf":[{"$ref":"#/definitions/McpElicitationUntitledSingleSelectEnumSchema"},{"$ref":"#/definitions/McpElicitationTitledSingleSelectEnumSchema"}]};
const schema495 = {"properties":{"default":{"type":["string","null"]},"description":{"type":["string","null"]},"enum":{"items":{"type":"string"},"type":"array"},"title":{"type":["string","null"]},"type":{"$ref":"#/definitions/McpElicitationStringType"}},"required":["enum","type"],"type":"object"};
const schema496 = {"enum":["string"],"type":"string"};

function validate968(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate968.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data === "string")){
validate968.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema496.enum}}];
return false;
}
validate968.errors = vErrors;
return errors === 0;
}


function validate967(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.enum === undefined) && (missing0 = "enum")) || ((data.type === undefined) && (missing0 = "type"))){
validate967.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.default !== undefined){
let data0 = data.default;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate967.errors = [{instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: schema495.properties.default.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
let data1 = data.description;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate967.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema495.properties.description.type}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.enum !== undefined){
let data2 = data.enum;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(typeof data2[i0] !== "string"){
validate967.errors = [{instancePath:instancePath+"/enum/" + i0,schemaPath:"#/properties/enum/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate967.errors = [{instancePath:instancePath+"/enum",schemaPath:"#/properties/enum/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.title !== undefined){
let data4 = data.title;
const _errs9 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate967.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: schema495.properties.title.type}}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
const _errs11 = errors;
if(!(validate968(data.type, instancePath+"/type"))){
vErrors = vErrors === null ? validate968.errors : vErrors.concat(validate968.errors);
errors = vErrors.length;
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
validate967.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate967.errors = vErrors;
return errors === 0;
}

const schema497 = {"properties":{"default":{"type":["string","null"]},"description":{"type":["string","null"]},"oneOf":{"items":{"$ref":"#/definitions/McpElicitationConstOption"},"type":"array"},"title":{"type":["string","null"]},"type":{"$ref":"#/definitions/McpElicitationStringType"}},"required":["oneOf","type"],"type":"object"};
const schema498 = {"properties":{"const":{"type":"string"},"title":{"type":"string"}},"required":["const","title"],"type":"object"};

function validate972(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.const === undefined) && (missing0 = "const")) || ((data.title === undefined) && (missing0 = "title"))){
validate972.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.const !== undefined){
const _errs1 = errors;
if(typeof data.const !== "string"){
validate972.errors = [{instancePath:instancePath+"/const",schemaPath:"#/properties/const/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.title !== undefined){
const _errs3 = errors;
if(typeof data.title !== "string"){
validate972.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"}}];
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
validate972.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate972.errors = vErrors;
return errors === 0;
}


function validate971(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.oneOf === undefined) && (missing0 = "oneOf")) || ((data.type === undefined) && (missing0 = "type"))){
validate971.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.default !== undefined){
let data0 = data.default;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate971.errors = [{instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: schema497.properties.default.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
let data1 = data.description;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate971.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema497.properties.description.type}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.oneOf !== undefined){
let data2 = data.oneOf;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(!(validate972(data2[i0], instancePath+"/oneOf/" + i0))){
vErrors = vErrors === null ? validate972.errors : vErrors.concat(validate972.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate971.errors = [{instancePath:instancePath+"/oneOf",schemaPath:"#/properties/oneOf/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.title !== undefined){
let data4 = data.title;
const _errs8 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate971.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: schema497.properties.title.type}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
const _errs10 = errors;
if(!(validate968(data.type, instancePath+"/type"))){
vErrors = vErrors === null ? validate968.errors : vErrors.concat(validate968.errors);
errors = vErrors.length;
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
validate971.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate971.errors = vErrors;
return errors === 0;
}


function validate966(data, instancePath=""){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate967(data, instancePath))){
vErrors = vErrors === null ? validate967.errors : vErrors.concat(validate967.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(!(validate971(data, instancePath))){
vErrors = vErrors === null ? validate971.errors : vErrors.concat(validate971.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err0 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
validate966.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate966.errors = vErrors;
return errors === 0;
}

const schema499 = {"anyOf":[{"$ref":"#/definitions/McpElicitationUntitledMultiSelectEnumSchema"},{"$ref":"#/definitions/McpElicitationTitledMultiSelectEnumSchema"}]};
const schema500 = {"properties":{"default":{"items":{"type":"string"},"type":["array","null"]},"description":{"type":["string","null"]},"items":{"$ref":"#/definitions/McpElicitationUntitledEnumItems"},"maxItems":{"format":"uint64","minimum":0,"type":["integer","null"]},"minItems":{"format":"uint64","minimum":0,"type":["integer","null"]},"title":{"type":["string","null"]},"type":{"$ref":"#/definitions/McpElicitationArrayType"}},"required":["items","type"],"type":"object"};
const schema501 = {"properties":{"enum":{"items":{"type":"string"},"type":"array"},"type":{"$ref":"#/definitions/McpElicitationStringType"}},"required":["enum","type"],"type":"object"};

function validate979(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.enum === undefined) && (missing0 = "enum")) || ((data.type === undefined) && (missing0 = "type"))){
validate979.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.enum !== undefined){
let data0 = data.enum;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(typeof data0[i0] !== "string"){
validate979.errors = [{instancePath:instancePath+"/enum/" + i0,schemaPath:"#/properties/enum/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate979.errors = [{instancePath:instancePath+"/enum",schemaPath:"#/properties/enum/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
const _errs5 = errors;
if(!(validate968(data.type, instancePath+"/type"))){
vErrors = vErrors === null ? validate968.errors : vErrors.concat(validate968.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate979.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate979.errors = vErrors;
return errors === 0;
}

const schema502 = {"enum":["array"],"type":"string"};

function validate982(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate982.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data === "array")){
validate982.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema502.enum}}];
return false;
}
validate982.errors = vErrors;
return errors === 0;
}


function validate978(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.items === undefined) && (missing0 = "items")) || ((data.type === undefined) && (missing0 = "type"))){
validate978.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.default !== undefined){
let data0 = data.default;
const _errs1 = errors;
if((!(Array.isArray(data0))) && (data0 !== null)){
validate978.errors = [{instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: schema500.properties.default.type}}];
return false;
}
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(typeof data0[i0] !== "string"){
validate978.errors = [{instancePath:instancePath+"/default/" + i0,schemaPath:"#/properties/default/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
let data2 = data.description;
const _errs5 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate978.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema500.properties.description.type}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.items !== undefined){
const _errs7 = errors;
if(!(validate979(data.items, instancePath+"/items"))){
vErrors = vErrors === null ? validate979.errors : vErrors.concat(validate979.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maxItems !== undefined){
let data4 = data.maxItems;
const _errs8 = errors;
if((!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))) && (data4 !== null)){
validate978.errors = [{instancePath:instancePath+"/maxItems",schemaPath:"#/properties/maxItems/type",keyword:"type",params:{type: schema500.properties.maxItems.type}}];
return false;
}
if(errors === _errs8){
if(typeof data4 == "number"){
if(data4 < 0 || isNaN(data4)){
validate978.errors = [{instancePath:instancePath+"/maxItems",schemaPath:"#/properties/maxItems/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.minItems !== undefined){
let data5 = data.minItems;
const _errs10 = errors;
if((!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))) && (data5 !== null)){
validate978.errors = [{instancePath:instancePath+"/minItems",schemaPath:"#/properties/minItems/type",keyword:"type",params:{type: schema500.properties.minItems.type}}];
return false;
}
if(errors === _errs10){
if(typeof data5 == "number"){
if(data5 < 0 || isNaN(data5)){
validate978.errors = [{instancePath:instancePath+"/minItems",schemaPath:"#/properties/minItems/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.title !== undefined){
let data6 = data.title;
const _errs12 = errors;
if((typeof data6 !== "string") && (data6 !== null)){
validate978.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: schema500.properties.title.type}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
const _errs14 = errors;
if(!(validate982(data.type, instancePath+"/type"))){
vErrors = vErrors === null ? validate982.errors : vErrors.concat(validate982.errors);
errors = vErrors.length;
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
else {
validate978.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate978.errors = vErrors;
return errors === 0;
}

const schema503 = {"properties":{"default":{"items":{"type":"string"},"type":["array","null"]},"description":{"type":["string","null"]},"items":{"$ref":"#/definitions/McpElicitationTitledEnumItems"},"maxItems":{"format":"uint64","minimum":0,"type":["integer","null"]},"minItems":{"format":"uint64","minimum":0,"type":["integer","null"]},"title":{"type":["string","null"]},"type":{"$ref":"#/definitions/McpElicitationArrayType"}},"required":["items","type"],"type":"object"};
const schema504 = {"properties":{"anyOf":{"items":{"$ref":"#/definitions/McpElicitationConstOption"},"type":"array"}},"required":["anyOf"],"type":"object"};

function validate986(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.anyOf === undefined) && (missing0 = "anyOf")){
validate986.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.anyOf !== undefined){
let data0 = data.anyOf;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate972(data0[i0], instancePath+"/anyOf/" + i0))){
vErrors = vErrors === null ? validate972.errors : vErrors.concat(validate972.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate986.errors = [{instancePath:instancePath+"/anyOf",schemaPath:"#/properties/anyOf/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
}
}
}
else {
validate986.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate986.errors = vErrors;
return errors === 0;
}


function validate985(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.items === undefined) && (missing0 = "items")) || ((data.type === undefined) && (missing0 = "type"))){
validate985.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.default !== undefined){
let data0 = data.default;
const _errs1 = errors;
if((!(Array.isArray(data0))) && (data0 !== null)){
validate985.errors = [{instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: schema503.properties.default.type}}];
return false;
}
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(typeof data0[i0] !== "string"){
validate985.errors = [{instancePath:instancePath+"/default/" + i0,schemaPath:"#/properties/default/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
let data2 = data.description;
const _errs5 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate985.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema503.properties.description.type}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.items !== undefined){
const _errs7 = errors;
if(!(validate986(data.items, instancePath+"/items"))){
vErrors = vErrors === null ? validate986.errors : vErrors.concat(validate986.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maxItems !== undefined){
let data4 = data.maxItems;
const _errs8 = errors;
if((!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))) && (data4 !== null)){
validate985.errors = [{instancePath:instancePath+"/maxItems",schemaPath:"#/properties/maxItems/type",keyword:"type",params:{type: schema503.properties.maxItems.type}}];
return false;
}
if(errors === _errs8){
if(typeof data4 == "number"){
if(data4 < 0 || isNaN(data4)){
validate985.errors = [{instancePath:instancePath+"/maxItems",schemaPath:"#/properties/maxItems/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.minItems !== undefined){
let data5 = data.minItems;
const _errs10 = errors;
if((!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))) && (data5 !== null)){
validate985.errors = [{instancePath:instancePath+"/minItems",schemaPath:"#/properties/minItems/type",keyword:"type",params:{type: schema503.properties.minItems.type}}];
return false;
}
if(errors === _errs10){
if(typeof data5 == "number"){
if(data5 < 0 || isNaN(data5)){
validate985.errors = [{instancePath:instancePath+"/minItems",schemaPath:"#/properties/minItems/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.title !== undefined){
let data6 = data.title;
const _errs12 = errors;
if((typeof data6 !== "string") && (data6 !== null)){
validate985.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: schema503.properties.title.type}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
const _errs14 = errors;
if(!(validate982(data.type, instancePath+"/type"))){
vErrors = vErrors === null ? validate982.errors : vErrors.concat(validate982.errors);
errors = vErrors.length;
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
else {
validate985.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate985.errors = vErrors;
return errors === 0;
}


function validate977(data, instancePath=""){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate978(data, instancePath))){
vErrors = vErrors === null ? validate978.errors : vErrors.concat(validate978.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(!(validate985(data, instancePath))){
vErrors = vErrors === null ? validate985.errors : vErrors.concat(validate985.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err0 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
validate977.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate977.errors = vErrors;
return errors === 0;
}

const schema505 = {"properties":{"default":{"type":["string","null"]},"description":{"type":["string","null"]},"enum":{"items":{"type":"string"},"type":"array"},"enumNames":{"items":{"type":"string"},"type":["array","null"]},"title":{"type":["string","null"]},"type":{"$ref":"#/definitions/McpElicitationStringType"}},"required":["enum","type"],"type":"object"};

function validate992(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.enum === undefined) && (missing0 = "enum")) || ((data.type === undefined) && (missing0 = "type"))){
validate992.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.default !== undefined){
let data0 = data.default;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate992.errors = [{instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: schema505.properties.default.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
let data1 = data.description;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate992.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema505.properties.description.type}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.enum !== undefined){
let data2 = data.enum;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(typeof data2[i0] !== "string"){
validate992.errors = [{instancePath:instancePath+"/enum/" + i0,schemaPath:"#/properties/enum/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate992.errors = [{instancePath:instancePath+"/enum",schemaPath:"#/properties/enum/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.enumNames !== undefined){
let data4 = data.enumNames;
const _errs9 = errors;
if((!(Array.isArray(data4))) && (data4 !== null)){
validate992.errors = [{instancePath:instancePath+"/enumNames",schemaPath:"#/properties/enumNames/type",keyword:"type",params:{type: schema505.properties.enumNames.type}}];
return false;
}
if(errors === _errs9){
if(Array.isArray(data4)){
var valid2 = true;
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
const _errs11 = errors;
if(typeof data4[i1] !== "string"){
validate992.errors = [{instancePath:instancePath+"/enumNames/" + i1,schemaPath:"#/properties/enumNames/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs11 === errors;
if(!valid2){
break;
}
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.title !== undefined){
let data6 = data.title;
const _errs13 = errors;
if((typeof data6 !== "string") && (data6 !== null)){
validate992.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: schema505.properties.title.type}}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
const _errs15 = errors;
if(!(validate968(data.type, instancePath+"/type"))){
vErrors = vErrors === null ? validate968.errors : vErrors.concat(validate968.errors);
errors = vErrors.length;
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
else {
validate992.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate992.errors = vErrors;
return errors === 0;
}


function validate965(data, instancePath=""){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate966(data, instancePath))){
vErrors = vErrors === null ? validate966.errors : vErrors.concat(validate966.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(!(validate977(data, instancePath))){
vErrors = vErrors === null ? validate977.errors : vErrors.concat(validate977.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(!(validate992(data, instancePath))){
vErrors = vErrors === null ? validate992.errors : vErrors.concat(validate992.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
}
}
if(!valid0){
const err0 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
validate965.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate965.errors = vErrors;
return errors === 0;
}

const schema506 = {"properties":{"default":{"type":["string","null"]},"description":{"type":["string","null"]},"format":{"if":{"type":"null"},"else":{"$ref":"#/definitions/McpElicitationStringFormat"}},"maxLength":{"format":"uint32","minimum":0,"type":["integer","null"]},"minLength":{"format":"uint32","minimum":0,"type":["integer","null"]},"title":{"type":["string","null"]},"type":{"$ref":"#/definitions/McpElicitationStringType"}},"required":["type"],"type":"object"};
const schema507 = {"enum":["email","uri","date","date-time"],"type":"string"};

function validate997(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate997.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data === "email") || (data === "uri")) || (data === "date")) || (data === "date-time"))){
validate997.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema507.enum}}];
return false;
}
validate997.errors = vErrors;
return errors === 0;
}


function validate996(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate996.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.default !== undefined){
let data0 = data.default;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate996.errors = [{instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: schema506.properties.default.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
let data1 = data.description;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate996.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema506.properties.description.type}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.format !== undefined){
let data2 = data.format;
const _errs5 = errors;
const _errs6 = errors;
let valid1 = true;
const _errs7 = errors;
if(data2 !== null){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs7 === errors;
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs9 = errors;
if(!(validate997(data2, instancePath+"/format"))){
vErrors = vErrors === null ? validate997.errors : vErrors.concat(validate997.errors);
errors = vErrors.length;
}
var _valid0 = _errs9 === errors;
valid1 = _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/format",schemaPath:"#/properties/format/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate996.errors = vErrors;
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maxLength !== undefined){
let data3 = data.maxLength;
const _errs10 = errors;
if((!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))) && (data3 !== null)){
validate996.errors = [{instancePath:instancePath+"/maxLength",schemaPath:"#/properties/maxLength/type",keyword:"type",params:{type: schema506.properties.maxLength.type}}];
return false;
}
if(errors === _errs10){
if(typeof data3 == "number"){
if(data3 < 0 || isNaN(data3)){
validate996.errors = [{instancePath:instancePath+"/maxLength",schemaPath:"#/properties/maxLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.minLength !== undefined){
let data4 = data.minLength;
const _errs12 = errors;
if((!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))) && (data4 !== null)){
validate996.errors = [{instancePath:instancePath+"/minLength",schemaPath:"#/properties/minLength/type",keyword:"type",params:{type: schema506.properties.minLength.type}}];
return false;
}
if(errors === _errs12){
if(typeof data4 == "number"){
if(data4 < 0 || isNaN(data4)){
validate996.errors = [{instancePath:instancePath+"/minLength",schemaPath:"#/properties/minLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.title !== undefined){
let data5 = data.title;
const _errs14 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate996.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: schema506.properties.title.type}}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
const _errs16 = errors;
if(!(validate968(data.type, instancePath+"/type"))){
vErrors = vErrors === null ? validate968.errors : vErrors.concat(validate968.errors);
errors = vErrors.length;
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
validate996.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate996.errors = vErrors;
return errors === 0;
}

const schema508 = {"properties":{"default":{"format":"double","type":["number","null"]},"description":{"type":["string","null"]},"maximum":{"format":"double","type":["number","null"]},"minimum":{"format":"double","type":["number","null"]},"title":{"type":["string","null"]},"type":{"$ref":"#/definitions/McpElicitationNumberType"}},"required":["type"],"type":"object"};
const schema509 = {"enum":["number","integer"],"type":"string"};

function validate1002(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate1002.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "number") || (data === "integer"))){
validate1002.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema509.enum}}];
return false;
}
validate1002.errors = vErrors;
return errors === 0;
}


function validate1001(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate1001.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.default !== undefined){
let data0 = data.default;
const _errs1 = errors;
if((!(typeof data0 == "number")) && (data0 !== null)){
validate1001.errors = [{instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: schema508.properties.default.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
let data1 = data.description;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate1001.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema508.properties.description.type}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maximum !== undefined){
let data2 = data.maximum;
const _errs5 = errors;
if((!(typeof data2 == "number")) && (data2 !== null)){
validate1001.errors = [{instancePath:instancePath+"/maximum",schemaPath:"#/properties/maximum/type",keyword:"type",params:{type: schema508.properties.maximum.type}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.minimum !== undefined){
let data3 = data.minimum;
const _errs7 = errors;
if((!(typeof data3 == "number")) && (data3 !== null)){
validate1001.errors = [{instancePath:instancePath+"/minimum",schemaPath:"#/properties/minimum/type",keyword:"type",params:{type: schema508.properties.minimum.type}}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.title !== undefined){
let data4 = data.title;
const _errs9 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate1001.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: schema508.properties.title.type}}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
const _errs11 = errors;
if(!(validate1002(data.type, instancePath+"/type"))){
vErrors = vErrors === null ? validate1002.errors : vErrors.concat(validate1002.errors);
errors = vErrors.length;
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
}
else {
validate1001.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1001.errors = vErrors;
return errors === 0;
}

const schema510 = {"properties":{"default":{"type":["boolean","null"]},"description":{"type":["string","null"]},"title":{"type":["string","null"]},"type":{"$ref":"#/definitions/McpElicitationBooleanType"}},"required":["type"],"type":"object"};
const schema511 = {"enum":["boolean"],"type":"string"};

function validate1006(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate1006.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data === "boolean")){
validate1006.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema511.enum}}];
return false;
}
validate1006.errors = vErrors;
return errors === 0;
}


function validate1005(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate1005.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.default !== undefined){
let data0 = data.default;
const _errs1 = errors;
if((typeof data0 !== "boolean") && (data0 !== null)){
validate1005.errors = [{instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: schema510.properties.default.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
let data1 = data.description;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate1005.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema510.properties.description.type}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.title !== undefined){
let data2 = data.title;
const _errs5 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate1005.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: schema510.properties.title.type}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
const _errs7 = errors;
if(!(validate1006(data.type, instancePath+"/type"))){
vErrors = vErrors === null ? validate1006.errors : vErrors.concat(validate1006.errors);
errors = vErrors.length;
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
validate1005.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1005.errors = vErrors;
return errors === 0;
}


function validate964(data, instancePath=""){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate965(data, instancePath))){
vErrors = vErrors === null ? validate965.errors : vErrors.concat(validate965.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(!(validate996(data, instancePath))){
vErrors = vErrors === null ? validate996.errors : vErrors.concat(validate996.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(!(validate1001(data, instancePath))){
vErrors = vErrors === null ? validate1001.errors : vErrors.concat(validate1001.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs4 = errors;
if(!(validate1005(data, instancePath))){
vErrors = vErrors === null ? validate1005.errors : vErrors.concat(validate1005.errors);
errors = vErrors.length;
}
var _valid0 = _errs4 === errors;
valid0 = valid0 || _valid0;
}
}
}
if(!valid0){
const err0 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
validate964.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate964.errors = vErrors;
return errors === 0;
}

const schema512 = {"enum":["object"],"type":"string"};

function validate1010(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate1010.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data === "object")){
validate1010.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema512.enum}}];
return false;
}
validate1010.errors = vErrors;
return errors === 0;
}


function validate963(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.properties === undefined) && (missing0 = "properties")) || ((data.type === undefined) && (missing0 = "type"))){
validate963.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.$schema !== undefined){
let data0 = data.$schema;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate963.errors = [{instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: schema491.properties.$schema.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.properties !== undefined){
let data1 = data.properties;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key0 in data1){
const _errs6 = errors;
if(!(validate964(data1[key0], instancePath+"/properties/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")))){
vErrors = vErrors === null ? validate964.errors : vErrors.concat(validate964.errors);
errors = vErrors.length;
}
var valid1 = _errs6 === errors;
if(!valid1){
break;
}
}
}
else {
validate963.errors = [{instancePath:instancePath+"/properties",schemaPath:"#/properties/properties/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.required !== undefined){
let data3 = data.required;
const _errs7 = errors;
if((!(Array.isArray(data3))) && (data3 !== null)){
validate963.errors = [{instancePath:instancePath+"/required",schemaPath:"#/properties/required/type",keyword:"type",params:{type: schema491.properties.required.type}}];
return false;
}
if(errors === _errs7){
if(Array.isArray(data3)){
var valid2 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs9 = errors;
if(typeof data3[i0] !== "string"){
validate963.errors = [{instancePath:instancePath+"/required/" + i0,schemaPath:"#/properties/required/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs9 === errors;
if(!valid2){
break;
}
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
const _errs11 = errors;
if(!(validate1010(data.type, instancePath+"/type"))){
vErrors = vErrors === null ? validate1010.errors : vErrors.concat(validate1010.errors);
errors = vErrors.length;
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
else {
validate963.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate963.errors = vErrors;
return errors === 0;
}


function validate962(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.message === undefined) && (missing0 = "message")) || ((data.mode === undefined) && (missing0 = "mode"))) || ((data.requestedSchema === undefined) && (missing0 = "requestedSchema"))){
validate962.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.message !== undefined){
const _errs1 = errors;
if(typeof data.message !== "string"){
validate962.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mode !== undefined){
let data1 = data.mode;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate962.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data1 === "form")){
validate962.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/enum",keyword:"enum",params:{allowedValues: schema490.properties.mode.enum}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.requestedSchema !== undefined){
const _errs5 = errors;
if(!(validate963(data.requestedSchema, instancePath+"/requestedSchema"))){
vErrors = vErrors === null ? validate963.errors : vErrors.concat(validate963.errors);
errors = vErrors.length;
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
validate962.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate962.errors = vErrors;
return errors === 0;
}

const schema513 = {"properties":{"_meta":true,"message":{"type":"string"},"mode":{"enum":["openai/form"],"type":"string"},"requestedSchema":true},"required":["message","mode","requestedSchema"],"type":"object"};

function validate1013(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.message === undefined) && (missing0 = "message")) || ((data.mode === undefined) && (missing0 = "mode"))) || ((data.requestedSchema === undefined) && (missing0 = "requestedSchema"))){
validate1013.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.message !== undefined){
const _errs1 = errors;
if(typeof data.message !== "string"){
validate1013.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mode !== undefined){
let data1 = data.mode;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate1013.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data1 === "openai/form")){
validate1013.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/enum",keyword:"enum",params:{allowedValues: schema513.properties.mode.enum}}];
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
validate1013.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1013.errors = vErrors;
return errors === 0;
}

const schema514 = {"properties":{"_meta":true,"message":{"type":"string"},"mode":{"enum":["openaiForm"],"type":"string"},"requestedSchema":true},"required":["message","mode","requestedSchema"],"type":"object"};

function validate1014(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.message === undefined) && (missing0 = "message")) || ((data.mode === undefined) && (missing0 = "mode"))) || ((data.requestedSchema === undefined) && (missing0 = "requestedSchema"))){
validate1014.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.message !== undefined){
const _errs1 = errors;
if(typeof data.message !== "string"){
validate1014.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mode !== undefined){
let data1 = data.mode;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate1014.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data1 === "openaiForm")){
validate1014.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/enum",keyword:"enum",params:{allowedValues: schema514.properties.mode.enum}}];
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
validate1014.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1014.errors = vErrors;
return errors === 0;
}

const schema515 = {"properties":{"_meta":true,"elicitationId":{"type":"string"},"message":{"type":"string"},"mode":{"enum":["url"],"type":"string"},"url":{"type":"string"}},"required":["elicitationId","message","mode","url"],"type":"object"};

function validate1015(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.elicitationId === undefined) && (missing0 = "elicitationId")) || ((data.message === undefined) && (missing0 = "message"))) || ((data.mode === undefined) && (missing0 = "mode"))) || ((data.url === undefined) && (missing0 = "url"))){
validate1015.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.elicitationId !== undefined){
const _errs1 = errors;
if(typeof data.elicitationId !== "string"){
validate1015.errors = [{instancePath:instancePath+"/elicitationId",schemaPath:"#/properties/elicitationId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message !== undefined){
const _errs3 = errors;
if(typeof data.message !== "string"){
validate1015.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mode !== undefined){
let data2 = data.mode;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate1015.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data2 === "url")){
validate1015.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/enum",keyword:"enum",params:{allowedValues: schema515.properties.mode.enum}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.url !== undefined){
const _errs7 = errors;
if(typeof data.url !== "string"){
validate1015.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"}}];
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
validate1015.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1015.errors = vErrors;
return errors === 0;
}


function validate961(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.serverName === undefined) && (missing0 = "serverName")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate961.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.environmentId !== undefined){
let data0 = data.environmentId;
const _errs2 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate961.errors = [{instancePath:instancePath+"/environmentId",schemaPath:"#/properties/environmentId/type",keyword:"type",params:{type: schema489.properties.environmentId.type}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.serverName !== undefined){
const _errs4 = errors;
if(typeof data.serverName !== "string"){
validate961.errors = [{instancePath:instancePath+"/serverName",schemaPath:"#/properties/serverName/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs6 = errors;
if(typeof data.threadId !== "string"){
validate961.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
let data3 = data.turnId;
const _errs8 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate961.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: schema489.properties.turnId.type}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
const tag0 = data.mode;
if(typeof tag0 == "string"){
if(tag0 === "form"){
if(!(validate962(data, instancePath))){
vErrors = vErrors === null ? validate962.errors : vErrors.concat(validate962.errors);
errors = vErrors.length;
}
}
else if(tag0 === "openai/form"){
if(!(validate1013(data, instancePath))){
vErrors = vErrors === null ? validate1013.errors : vErrors.concat(validate1013.errors);
errors = vErrors.length;
}
}
else if(tag0 === "openaiForm"){
if(!(validate1014(data, instancePath))){
vErrors = vErrors === null ? validate1014.errors : vErrors.concat(validate1014.errors);
errors = vErrors.length;
}
}
else if(tag0 === "url"){
if(!(validate1015(data, instancePath))){
vErrors = vErrors === null ? validate1015.errors : vErrors.concat(validate1015.errors);
errors = vErrors.length;
}
}
else {
validate961.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "mode", tagValue: tag0}}];
return false;
}
}
else {
validate961.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "mode", tagValue: tag0}}];
return false;
}
}
}
}
}
}
}
else {
validate961.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate961.errors = vErrors;
return errors === 0;
}


function validate960(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverRequestParams/v107.json" */;
let vErrors = null;
let errors = 0;
if(!(validate961(data, instancePath))){
vErrors = vErrors === null ? validate961.errors : vErrors.concat(validate961.errors);
errors = vErrors.length;
}
validate960.errors = vErrors;
return errors === 0;
}

const v108: Validator<T.McpServerElicitationRequestResponse> = validate1021;
const schema516 = {"$id":"https://mwh.invalid/serverRequestResponse/v108.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/McpServerElicitationRequestResponse"};
const schema517 = {"properties":{"_meta":{},"action":{"$ref":"#/definitions/McpServerElicitationAction"},"content":{}},"required":["action"],"type":"object"};
const schema518 = {"enum":["accept","decline","cancel"],"type":"string"};

function validate1023(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate1023.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data === "accept") || (data === "decline")) || (data === "cancel"))){
validate1023.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema518.enum}}];
return false;
}
validate1023.errors = vErrors;
return errors === 0;
}


function validate1022(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.action === undefined) && (missing0 = "action")){
validate1022.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.action !== undefined){
if(!(validate1023(data.action, instancePath+"/action"))){
vErrors = vErrors === null ? validate1023.errors : vErrors.concat(validate1023.errors);
errors = vErrors.length;
}
}
}
}
else {
validate1022.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1022.errors = vErrors;
return errors === 0;
}


function validate1021(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverRequestResponse/v108.json" */;
let vErrors = null;
let errors = 0;
if(!(validate1022(data, instancePath))){
vErrors = vErrors === null ? validate1022.errors : vErrors.concat(validate1022.errors);
errors = vErrors.length;
}
validate1021.errors = vErrors;
return errors === 0;
}

const v109: Validator<T.PermissionsRequestApprovalParams> = validate1026;
const schema519 = {"$id":"https://mwh.invalid/serverRequestParams/v109.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/PermissionsRequestApprovalParams"};
const schema520 = {"properties":{"cwd":{"$ref":"#/definitions/v2/LegacyAppPathString"},"environmentId":{"type":["string","null"]},"itemId":{"type":"string"},"permissions":{"$ref":"#/definitions/v2/RequestPermissionProfile"},"reason":{"type":["string","null"]},"startedAtMs":{"format":"int64","type":"integer"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["cwd","itemId","permissions","startedAtMs","threadId","turnId"],"type":"object"};

function validate1027(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.cwd === undefined) && (missing0 = "cwd")) || ((data.itemId === undefined) && (missing0 = "itemId"))) || ((data.permissions === undefined) && (missing0 = "permissions"))) || ((data.startedAtMs === undefined) && (missing0 = "startedAtMs"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate1027.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.cwd !== undefined){
const _errs1 = errors;
if(!(validate54(data.cwd, instancePath+"/cwd"))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.environmentId !== undefined){
let data1 = data.environmentId;
const _errs2 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate1027.errors = [{instancePath:instancePath+"/environmentId",schemaPath:"#/properties/environmentId/type",keyword:"type",params:{type: schema520.properties.environmentId.type}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.itemId !== undefined){
const _errs4 = errors;
if(typeof data.itemId !== "string"){
validate1027.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.permissions !== undefined){
const _errs6 = errors;
if(!(validate575(data.permissions, instancePath+"/permissions"))){
vErrors = vErrors === null ? validate575.errors : vErrors.concat(validate575.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data4 = data.reason;
const _errs7 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate1027.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: schema520.properties.reason.type}}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.startedAtMs !== undefined){
let data5 = data.startedAtMs;
const _errs9 = errors;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
validate1027.errors = [{instancePath:instancePath+"/startedAtMs",schemaPath:"#/properties/startedAtMs/type",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs11 = errors;
if(typeof data.threadId !== "string"){
validate1027.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs13 = errors;
if(typeof data.turnId !== "string"){
validate1027.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
}
}
else {
validate1027.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1027.errors = vErrors;
return errors === 0;
}


function validate1026(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverRequestParams/v109.json" */;
let vErrors = null;
let errors = 0;
if(!(validate1027(data, instancePath))){
vErrors = vErrors === null ? validate1027.errors : vErrors.concat(validate1027.errors);
errors = vErrors.length;
}
validate1026.errors = vErrors;
return errors === 0;
}

const v110: Validator<T.DynamicToolCallParams> = validate1031;
const schema521 = {"$id":"https://mwh.invalid/serverRequestParams/v110.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/DynamicToolCallParams"};
const schema522 = {"properties":{"arguments":true,"callId":{"type":"string"},"namespace":{"type":["string","null"]},"threadId":{"type":"string"},"tool":{"type":"string"},"turnId":{"type":"string"}},"required":["arguments","callId","threadId","tool","turnId"],"type":"object"};

function validate1032(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.arguments === undefined) && (missing0 = "arguments")) || ((data.callId === undefined) && (missing0 = "callId"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.tool === undefined) && (missing0 = "tool"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate1032.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.callId !== undefined){
const _errs1 = errors;
if(typeof data.callId !== "string"){
validate1032.errors = [{instancePath:instancePath+"/callId",schemaPath:"#/properties/callId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.namespace !== undefined){
let data1 = data.namespace;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate1032.errors = [{instancePath:instancePath+"/namespace",schemaPath:"#/properties/namespace/type",keyword:"type",params:{type: schema522.properties.namespace.type}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs5 = errors;
if(typeof data.threadId !== "string"){
validate1032.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tool !== undefined){
const _errs7 = errors;
if(typeof data.tool !== "string"){
validate1032.errors = [{instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs9 = errors;
if(typeof data.turnId !== "string"){
validate1032.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate1032.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1032.errors = vErrors;
return errors === 0;
}


function validate1031(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverRequestParams/v110.json" */;
let vErrors = null;
let errors = 0;
if(!(validate1032(data, instancePath))){
vErrors = vErrors === null ? validate1032.errors : vErrors.concat(validate1032.errors);
errors = vErrors.length;
}
validate1031.errors = vErrors;
return errors === 0;
}

const v111: Validator<T.ChatgptAuthTokensRefreshParams> = validate1034;
const schema523 = {"$id":"https://mwh.invalid/serverRequestParams/v111.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/ChatgptAuthTokensRefreshParams"};
const schema524 = {"properties":{"previousAccountId":{"type":["string","null"]},"reason":{"$ref":"#/definitions/ChatgptAuthTokensRefreshReason"}},"required":["reason"],"type":"object"};
const schema525 = {"oneOf":[{"enum":["unauthorized"],"type":"string"}]};

function validate1036(data, instancePath=""){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(data === "unauthorized")){
const err1 = {instancePath,schemaPath:"#/oneOf/0/enum",keyword:"enum",params:{allowedValues: schema525.oneOf[0].enum}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
if(!valid0){
const err2 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate1036.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate1036.errors = vErrors;
return errors === 0;
}


function validate1035(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.reason === undefined) && (missing0 = "reason")){
validate1035.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.previousAccountId !== undefined){
let data0 = data.previousAccountId;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate1035.errors = [{instancePath:instancePath+"/previousAccountId",schemaPath:"#/properties/previousAccountId/type",keyword:"type",params:{type: schema524.properties.previousAccountId.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
const _errs3 = errors;
if(!(validate1036(data.reason, instancePath+"/reason"))){
vErrors = vErrors === null ? validate1036.errors : vErrors.concat(validate1036.errors);
errors = vErrors.length;
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
validate1035.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1035.errors = vErrors;
return errors === 0;
}


function validate1034(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverRequestParams/v111.json" */;
let vErrors = null;
let errors = 0;
if(!(validate1035(data, instancePath))){
vErrors = vErrors === null ? validate1035.errors : vErrors.concat(validate1035.errors);
errors = vErrors.length;
}
validate1034.errors = vErrors;
return errors === 0;
}

const v112: Validator<T.AttestationGenerateParams> = validate1039;
const schema526 = {"$id":"https://mwh.invalid/serverRequestParams/v112.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/AttestationGenerateParams"};
const schema527 = {"type":"object"};

function validate1040(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(!(data && typeof data == "object" && !Array.isArray(data))){
validate1040.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
validate1040.errors = vErrors;
return errors === 0;
}


function validate1039(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverRequestParams/v112.json" */;
let vErrors = null;
let errors = 0;
if(!(validate1040(data, instancePath))){
vErrors = vErrors === null ? validate1040.errors : vErrors.concat(validate1040.errors);
errors = vErrors.length;
}
validate1039.errors = vErrors;
return errors === 0;
}

const v113: Validator<T.ApplyPatchApprovalParams> = validate1042;
const schema528 = {"$id":"https://mwh.invalid/serverRequestParams/v113.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/ApplyPatchApprovalParams"};
const schema529 = {"properties":{"callId":{"type":"string"},"conversationId":{"$ref":"#/definitions/v2/ThreadId"},"fileChanges":{"additionalProperties":{"$ref":"#/definitions/FileChange"},"type":"object"},"grantRoot":{"type":["string","null"]},"reason":{"type":["string","null"]}},"required":["callId","conversationId","fileChanges"],"type":"object"};
const schema530 = {"oneOf":[{"$ref":"#/definitions/mwhBranch110"},{"$ref":"#/definitions/mwhBranch111"},{"$ref":"#/definitions/mwhBranch112"}],"type":"object","discriminator":{"propertyName":"type"}};
const schema531 = {"properties":{"content":{"type":"string"},"type":{"enum":["add"],"type":"string"}},"required":["content","type"],"type":"object"};

function validate1046(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.content === undefined) && (missing0 = "content")) || ((data.type === undefined) && (missing0 = "type"))){
validate1046.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.content !== undefined){
const _errs1 = errors;
if(typeof data.content !== "string"){
validate1046.errors = [{instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data1 = data.type;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate1046.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data1 === "add")){
validate1046.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema531.properties.type.enum}}];
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
validate1046.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1046.errors = vErrors;
return errors === 0;
}

const schema532 = {"properties":{"content":{"type":"string"},"type":{"enum":["delete"],"type":"string"}},"required":["content","type"],"type":"object"};

function validate1047(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.content === undefined) && (missing0 = "content")) || ((data.type === undefined) && (missing0 = "type"))){
validate1047.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.content !== undefined){
const _errs1 = errors;
if(typeof data.content !== "string"){
validate1047.errors = [{instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data1 = data.type;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate1047.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data1 === "delete")){
validate1047.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema532.properties.type.enum}}];
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
validate1047.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1047.errors = vErrors;
return errors === 0;
}

const schema533 = {"properties":{"move_path":{"type":["string","null"]},"type":{"enum":["update"],"type":"string"},"unified_diff":{"type":"string"}},"required":["type","unified_diff"],"type":"object"};

function validate1048(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.unified_diff === undefined) && (missing0 = "unified_diff"))){
validate1048.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.move_path !== undefined){
let data0 = data.move_path;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate1048.errors = [{instancePath:instancePath+"/move_path",schemaPath:"#/properties/move_path/type",keyword:"type",params:{type: schema533.properties.move_path.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data1 = data.type;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate1048.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data1 === "update")){
validate1048.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema533.properties.type.enum}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.unified_diff !== undefined){
const _errs5 = errors;
if(typeof data.unified_diff !== "string"){
validate1048.errors = [{instancePath:instancePath+"/unified_diff",schemaPath:"#/properties/unified_diff/type",keyword:"type",params:{type: "string"}}];
return false;
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
validate1048.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1048.errors = vErrors;
return errors === 0;
}


function validate1045(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "add"){
if(!(validate1046(data, instancePath))){
vErrors = vErrors === null ? validate1046.errors : vErrors.concat(validate1046.errors);
errors = vErrors.length;
}
}
else if(tag0 === "delete"){
if(!(validate1047(data, instancePath))){
vErrors = vErrors === null ? validate1047.errors : vErrors.concat(validate1047.errors);
errors = vErrors.length;
}
}
else if(tag0 === "update"){
if(!(validate1048(data, instancePath))){
vErrors = vErrors === null ? validate1048.errors : vErrors.concat(validate1048.errors);
errors = vErrors.length;
}
}
else {
validate1045.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate1045.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate1045.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1045.errors = vErrors;
return errors === 0;
}


function validate1043(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.callId === undefined) && (missing0 = "callId")) || ((data.conversationId === undefined) && (missing0 = "conversationId"))) || ((data.fileChanges === undefined) && (missing0 = "fileChanges"))){
validate1043.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.callId !== undefined){
const _errs1 = errors;
if(typeof data.callId !== "string"){
validate1043.errors = [{instancePath:instancePath+"/callId",schemaPath:"#/properties/callId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.conversationId !== undefined){
const _errs3 = errors;
if(!(validate86(data.conversationId, instancePath+"/conversationId"))){
vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fileChanges !== undefined){
let data2 = data.fileChanges;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key0 in data2){
const _errs7 = errors;
if(!(validate1045(data2[key0], instancePath+"/fileChanges/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")))){
vErrors = vErrors === null ? validate1045.errors : vErrors.concat(validate1045.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate1043.errors = [{instancePath:instancePath+"/fileChanges",schemaPath:"#/properties/fileChanges/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.grantRoot !== undefined){
let data4 = data.grantRoot;
const _errs8 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate1043.errors = [{instancePath:instancePath+"/grantRoot",schemaPath:"#/properties/grantRoot/type",keyword:"type",params:{type: schema529.properties.grantRoot.type}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data5 = data.reason;
const _errs10 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate1043.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: schema529.properties.reason.type}}];
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
validate1043.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1043.errors = vErrors;
return errors === 0;
}


function validate1042(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverRequestParams/v113.json" */;
let vErrors = null;
let errors = 0;
if(!(validate1043(data, instancePath))){
vErrors = vErrors === null ? validate1043.errors : vErrors.concat(validate1043.errors);
errors = vErrors.length;
}
validate1042.errors = vErrors;
return errors === 0;
}

const v114: Validator<T.ExecCommandApprovalParams> = validate1054;
const schema534 = {"$id":"https://mwh.invalid/serverRequestParams/v114.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/ExecCommandApprovalParams"};
const schema535 = {"properties":{"approvalId":{"type":["string","null"]},"callId":{"type":"string"},"command":{"items":{"type":"string"},"type":"array"},"conversationId":{"$ref":"#/definitions/v2/ThreadId"},"cwd":{"type":"string"},"parsedCmd":{"items":{"$ref":"#/definitions/ParsedCommand"},"type":"array"},"reason":{"type":["string","null"]}},"required":["callId","command","conversationId","cwd","parsedCmd"],"type":"object"};
const schema536 = {"oneOf":[{"$ref":"#/definitions/mwhBranch117"},{"$ref":"#/definitions/mwhBranch118"},{"$ref":"#/definitions/mwhBranch119"},{"$ref":"#/definitions/mwhBranch120"}],"type":"object","discriminator":{"propertyName":"type"}};
const schema537 = {"properties":{"cmd":{"type":"string"},"name":{"type":"string"},"path":{"type":"string"},"type":{"enum":["read"],"type":"string"}},"required":["cmd","name","path","type"],"type":"object"};

function validate1058(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.cmd === undefined) && (missing0 = "cmd")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.path === undefined) && (missing0 = "path"))) || ((data.type === undefined) && (missing0 = "type"))){
validate1058.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.cmd !== undefined){
const _errs1 = errors;
if(typeof data.cmd !== "string"){
validate1058.errors = [{instancePath:instancePath+"/cmd",schemaPath:"#/properties/cmd/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs3 = errors;
if(typeof data.name !== "string"){
validate1058.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.path !== undefined){
const _errs5 = errors;
if(typeof data.path !== "string"){
validate1058.errors = [{instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data3 = data.type;
const _errs7 = errors;
if(typeof data3 !== "string"){
validate1058.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data3 === "read")){
validate1058.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema537.properties.type.enum}}];
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
validate1058.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1058.errors = vErrors;
return errors === 0;
}

const schema538 = {"properties":{"cmd":{"type":"string"},"path":{"type":["string","null"]},"type":{"enum":["list_files"],"type":"string"}},"required":["cmd","type"],"type":"object"};

function validate1059(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.cmd === undefined) && (missing0 = "cmd")) || ((data.type === undefined) && (missing0 = "type"))){
validate1059.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.cmd !== undefined){
const _errs1 = errors;
if(typeof data.cmd !== "string"){
validate1059.errors = [{instancePath:instancePath+"/cmd",schemaPath:"#/properties/cmd/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.path !== undefined){
let data1 = data.path;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate1059.errors = [{instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: schema538.properties.path.type}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data2 = data.type;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate1059.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data2 === "list_files")){
validate1059.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema538.properties.type.enum}}];
return false;
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
validate1059.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1059.errors = vErrors;
return errors === 0;
}

const schema539 = {"properties":{"cmd":{"type":"string"},"path":{"type":["string","null"]},"query":{"type":["string","null"]},"type":{"enum":["search"],"type":"string"}},"required":["cmd","type"],"type":"object"};

function validate1060(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.cmd === undefined) && (missing0 = "cmd")) || ((data.type === undefined) && (missing0 = "type"))){
validate1060.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.cmd !== undefined){
const _errs1 = errors;
if(typeof data.cmd !== "string"){
validate1060.errors = [{instancePath:instancePath+"/cmd",schemaPath:"#/properties/cmd/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.path !== undefined){
let data1 = data.path;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate1060.errors = [{instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: schema539.properties.path.type}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.query !== undefined){
let data2 = data.query;
const _errs5 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate1060.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: schema539.properties.query.type}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data3 = data.type;
const _errs7 = errors;
if(typeof data3 !== "string"){
validate1060.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data3 === "search")){
validate1060.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema539.properties.type.enum}}];
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
validate1060.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1060.errors = vErrors;
return errors === 0;
}

const schema540 = {"properties":{"cmd":{"type":"string"},"type":{"enum":["unknown"],"type":"string"}},"required":["cmd","type"],"type":"object"};

function validate1061(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.cmd === undefined) && (missing0 = "cmd")) || ((data.type === undefined) && (missing0 = "type"))){
validate1061.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.cmd !== undefined){
const _errs1 = errors;
if(typeof data.cmd !== "string"){
validate1061.errors = [{instancePath:instancePath+"/cmd",schemaPath:"#/properties/cmd/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data1 = data.type;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate1061.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data1 === "unknown")){
validate1061.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema540.properties.type.enum}}];
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
validate1061.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1061.errors = vErrors;
return errors === 0;
}


function validate1057(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "read"){
if(!(validate1058(data, instancePath))){
vErrors = vErrors === null ? validate1058.errors : vErrors.concat(validate1058.errors);
errors = vErrors.length;
}
}
else if(tag0 === "list_files"){
if(!(validate1059(data, instancePath))){
vErrors = vErrors === null ? validate1059.errors : vErrors.concat(validate1059.errors);
errors = vErrors.length;
}
}
else if(tag0 === "search"){
if(!(validate1060(data, instancePath))){
vErrors = vErrors === null ? validate1060.errors : vErrors.concat(validate1060.errors);
errors = vErrors.length;
}
}
else if(tag0 === "unknown"){
if(!(validate1061(data, instancePath))){
vErrors = vErrors === null ? validate1061.errors : vErrors.concat(validate1061.errors);
errors = vErrors.length;
}
}
else {
validate1057.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate1057.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate1057.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1057.errors = vErrors;
return errors === 0;
}


function validate1055(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.callId === undefined) && (missing0 = "callId")) || ((data.command === undefined) && (missing0 = "command"))) || ((data.conversationId === undefined) && (missing0 = "conversationId"))) || ((data.cwd === undefined) && (missing0 = "cwd"))) || ((data.parsedCmd === undefined) && (missing0 = "parsedCmd"))){
validate1055.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.approvalId !== undefined){
let data0 = data.approvalId;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate1055.errors = [{instancePath:instancePath+"/approvalId",schemaPath:"#/properties/approvalId/type",keyword:"type",params:{type: schema535.properties.approvalId.type}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.callId !== undefined){
const _errs3 = errors;
if(typeof data.callId !== "string"){
validate1055.errors = [{instancePath:instancePath+"/callId",schemaPath:"#/properties/callId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.command !== undefined){
let data2 = data.command;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(typeof data2[i0] !== "string"){
validate1055.errors = [{instancePath:instancePath+"/command/" + i0,schemaPath:"#/properties/command/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate1055.errors = [{instancePath:instancePath+"/command",schemaPath:"#/properties/command/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.conversationId !== undefined){
const _errs9 = errors;
if(!(validate86(data.conversationId, instancePath+"/conversationId"))){
vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cwd !== undefined){
const _errs10 = errors;
if(typeof data.cwd !== "string"){
validate1055.errors = [{instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parsedCmd !== undefined){
let data6 = data.parsedCmd;
const _errs12 = errors;
if(errors === _errs12){
if(Array.isArray(data6)){
var valid2 = true;
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
const _errs14 = errors;
if(!(validate1057(data6[i1], instancePath+"/parsedCmd/" + i1))){
vErrors = vErrors === null ? validate1057.errors : vErrors.concat(validate1057.errors);
errors = vErrors.length;
}
var valid2 = _errs14 === errors;
if(!valid2){
break;
}
}
}
else {
validate1055.errors = [{instancePath:instancePath+"/parsedCmd",schemaPath:"#/properties/parsedCmd/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data8 = data.reason;
const _errs15 = errors;
if((typeof data8 !== "string") && (data8 !== null)){
validate1055.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: schema535.properties.reason.type}}];
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
validate1055.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1055.errors = vErrors;
return errors === 0;
}


function validate1054(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverRequestParams/v114.json" */;
let vErrors = null;
let errors = 0;
if(!(validate1055(data, instancePath))){
vErrors = vErrors === null ? validate1055.errors : vErrors.concat(validate1055.errors);
errors = vErrors.length;
}
validate1054.errors = vErrors;
return errors === 0;
}


export const clientRequestParamsValidators: Readonly<Record<string, Validator<unknown>>> = {
  "initialize": v0,
  "thread/start": v2,
  "thread/resume": v4,
  "thread/name/set": v6,
  "turn/start": v8,
  "turn/interrupt": v10,
  "account/login/start": v12,
};

export const clientResponseValidators: Readonly<Record<string, Validator<unknown>>> = {
  "initialize": v1,
  "thread/start": v3,
  "thread/resume": v5,
  "thread/name/set": v7,
  "turn/start": v9,
  "turn/interrupt": v11,
  "account/login/start": v13,
};

export const serverNotificationParamsValidators: Readonly<Record<string, Validator<unknown>>> = {
  "error": v14,
  "thread/started": v15,
  "thread/status/changed": v16,
  "thread/readState/changed": v17,
  "thread/archived": v18,
  "thread/deleted": v19,
  "thread/unarchived": v20,
  "thread/closed": v21,
  "thread/reverted": v22,
  "skills/changed": v23,
  "thread/name/updated": v24,
  "thread/section/changed": v25,
  "thread/attachment/updated": v26,
  "thread/goal/updated": v27,
  "thread/prediction/updated": v28,
  "thread/goal/cleared": v29,
  "thread/queue/changed": v30,
  "project/changed": v31,
  "thread/project/updated": v32,
  "thread/environment/connected": v33,
  "thread/environment/disconnected": v34,
  "thread/settings/updated": v35,
  "thread/tokenUsage/updated": v36,
  "turn/started": v37,
  "hook/started": v38,
  "turn/completed": v39,
  "hook/completed": v40,
  "turn/diff/updated": v41,
  "turn/plan/updated": v42,
  "item/started": v43,
  "item/autoApprovalReview/started": v44,
  "item/autoApprovalReview/completed": v45,
  "autoApprovalReview/strictReviewRequired": v46,
  "item/completed": v47,
  "item/agentMessage/delta": v48,
  "item/plan/delta": v49,
  "command/exec/outputDelta": v50,
  "process/outputDelta": v51,
  "thread/search/partial": v52,
  "process/exited": v53,
  "item/commandExecution/outputDelta": v54,
  "item/commandExecution/terminalInteraction": v55,
  "item/fileChange/outputDelta": v56,
  "item/fileChange/patchUpdated": v57,
  "serverRequest/resolved": v58,
  "item/mcpToolCall/progress": v59,
  "mcpServer/oauthLogin/completed": v60,
  "mcpServer/startupStatus/updated": v61,
  "mcpServer/event/stream/notification": v62,
  "account/updated": v63,
  "account/gatewayOAuth/changed": v64,
  "account/rateLimits/updated": v65,
  "app/list/updated": v66,
  "remoteControl/status/changed": v67,
  "externalAgentConfig/import/progress": v68,
  "externalAgentConfig/import/completed": v69,
  "fs/changed": v70,
  "item/reasoning/summaryTextDelta": v71,
  "item/reasoning/summaryPartAdded": v72,
  "item/reasoning/textDelta": v73,
  "thread/compacted": v74,
  "model/rerouted": v75,
  "model/verification": v76,
  "modelProvider/authRecoveryStarted": v77,
  "modelProvider/authRecoveryCompleted": v78,
  "turn/moderationMetadata": v79,
  "model/safetyBuffering/updated": v80,
  "warning": v81,
  "guardianWarning": v82,
  "deprecationNotice": v83,
  "configWarning": v84,
  "fuzzyFileSearch/sessionUpdated": v85,
  "fuzzyFileSearch/sessionCompleted": v86,
  "thread/realtime/started": v87,
  "thread/realtime/itemAdded": v88,
  "thread/realtime/item/started": v89,
  "thread/realtime/item/transcript/delta": v90,
  "thread/realtime/item/completed": v91,
  "thread/realtime/transcript/delta": v92,
  "thread/realtime/transcript/done": v93,
  "thread/realtime/outputAudio/delta": v94,
  "thread/realtime/sdp": v95,
  "thread/realtime/error": v96,
  "thread/realtime/closed": v97,
  "windows/worldWritableWarning": v98,
  "windowsSandbox/setupCompleted": v99,
  "account/login/completed": v100,
};

export const serverRequestParamsValidators: Readonly<Record<string, Validator<unknown>>> = {
  "item/commandExecution/requestApproval": v101,
  "item/fileChange/requestApproval": v103,
  "item/tool/requestUserInput": v105,
  "mcpServer/elicitation/request": v107,
  "item/permissions/requestApproval": v109,
  "item/tool/call": v110,
  "account/chatgptAuthTokens/refresh": v111,
  "attestation/generate": v112,
  "applyPatchApproval": v113,
  "execCommandApproval": v114,
};

export const serverRequestResponseValidators: Readonly<Record<string, Validator<unknown>>> = {
  "item/commandExecution/requestApproval": v102,
  "item/fileChange/requestApproval": v104,
  "item/tool/requestUserInput": v106,
  "mcpServer/elicitation/request": v108,
};
