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
const schema16 = {"oneOf":[{"enum":["untrusted","on-request","never"],"type":"string"},{"properties":{"granular":{"properties":{"mcp_elicitations":{"type":"boolean"},"request_permissions":{"type":"boolean"},"rules":{"type":"boolean"},"sandbox_approval":{"type":"boolean"},"skill_approval":{"type":"boolean"}},"required":["mcp_elicitations","rules","sandbox_approval"],"type":"object"}},"required":["granular"],"type":"object"}]};

function validate36(data, instancePath=""){
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
if(!(((data === "untrusted") || (data === "on-request")) || (data === "never"))){
const err1 = {instancePath,schemaPath:"#/oneOf/0/enum",keyword:"enum",params:{allowedValues: schema16.oneOf[0].enum}};
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
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.granular === undefined) && (missing0 = "granular")){
const err2 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
if(data.granular !== undefined){
let data0 = data.granular;
const _errs5 = errors;
if(errors === _errs5){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if((((data0.mcp_elicitations === undefined) && (missing1 = "mcp_elicitations")) || ((data0.rules === undefined) && (missing1 = "rules"))) || ((data0.sandbox_approval === undefined) && (missing1 = "sandbox_approval"))){
const err3 = {instancePath:instancePath+"/granular",schemaPath:"#/oneOf/1/properties/granular/required",keyword:"required",params:{missingProperty: missing1}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
if(data0.mcp_elicitations !== undefined){
const _errs7 = errors;
if(typeof data0.mcp_elicitations !== "boolean"){
const err4 = {instancePath:instancePath+"/granular/mcp_elicitations",schemaPath:"#/oneOf/1/properties/granular/properties/mcp_elicitations/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.request_permissions !== undefined){
const _errs9 = errors;
if(typeof data0.request_permissions !== "boolean"){
const err5 = {instancePath:instancePath+"/granular/request_permissions",schemaPath:"#/oneOf/1/properties/granular/properties/request_permissions/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.rules !== undefined){
const _errs11 = errors;
if(typeof data0.rules !== "boolean"){
const err6 = {instancePath:instancePath+"/granular/rules",schemaPath:"#/oneOf/1/properties/granular/properties/rules/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.sandbox_approval !== undefined){
const _errs13 = errors;
if(typeof data0.sandbox_approval !== "boolean"){
const err7 = {instancePath:instancePath+"/granular/sandbox_approval",schemaPath:"#/oneOf/1/properties/granular/properties/sandbox_approval/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.skill_approval !== undefined){
const _errs15 = errors;
if(typeof data0.skill_approval !== "boolean"){
const err8 = {instancePath:instancePath+"/granular/skill_approval",schemaPath:"#/oneOf/1/properties/granular/properties/skill_approval/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var valid2 = _errs15 === errors;
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
const err9 = {instancePath:instancePath+"/granular",schemaPath:"#/oneOf/1/properties/granular/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
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
const err11 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
validate36.errors = vErrors;
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

const schema26 = {"oneOf":[{"properties":{"type":{"enum":["dangerFullAccess"],"type":"string"}},"required":["type"],"type":"object"},{"properties":{"networkAccess":{"type":"boolean"},"type":{"enum":["readOnly"],"type":"string"}},"required":["type"],"type":"object"},{"properties":{"networkAccess":{"allOf":[{"$ref":"#/definitions/v2/NetworkAccess"}]},"type":{"enum":["externalSandbox"],"type":"string"}},"required":["type"],"type":"object"},{"properties":{"excludeSlashTmp":{"type":"boolean"},"excludeTmpdirEnvVar":{"type":"boolean"},"networkAccess":{"type":"boolean"},"type":{"enum":["workspaceWrite"],"type":"string"},"writableRoots":{"items":{"$ref":"#/definitions/v2/AbsolutePathBuf"},"type":"array"}},"required":["type"],"type":"object"}],"type":"object","discriminator":{"propertyName":"type"}};
const schema27 = {"enum":["restricted","enabled"],"type":"string"};

function validate59(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate59.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "restricted") || (data === "enabled"))){
validate59.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema27.enum}}];
return false;
}
validate59.errors = vErrors;
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
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate58.errors = [{instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
validate58.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data0 === "dangerFullAccess")){
validate58.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/enum",keyword:"enum",params:{allowedValues: schema26.oneOf[0].properties.type.enum}}];
return false;
}
}
}
}
else {
validate58.errors = [{instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "readOnly"){
const _errs6 = errors;
if(errors === _errs6){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.type === undefined) && (missing1 = "type")){
validate58.errors = [{instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data.networkAccess !== undefined){
const _errs8 = errors;
if(typeof data.networkAccess !== "boolean"){
validate58.errors = [{instancePath:instancePath+"/networkAccess",schemaPath:"#/oneOf/1/properties/networkAccess/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid4 = _errs8 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.type !== undefined){
let data2 = data.type;
const _errs10 = errors;
if(typeof data2 !== "string"){
validate58.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data2 === "readOnly")){
validate58.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/enum",keyword:"enum",params:{allowedValues: schema26.oneOf[1].properties.type.enum}}];
return false;
}
var valid4 = _errs10 === errors;
}
else {
var valid4 = true;
}
}
}
}
else {
validate58.errors = [{instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "externalSandbox"){
const _errs12 = errors;
if(errors === _errs12){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.type === undefined) && (missing2 = "type")){
validate58.errors = [{instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
if(data.networkAccess !== undefined){
const _errs14 = errors;
if(!(validate59(data.networkAccess, instancePath+"/networkAccess"))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
errors = vErrors.length;
}
var valid6 = _errs14 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.type !== undefined){
let data4 = data.type;
const _errs16 = errors;
if(typeof data4 !== "string"){
validate58.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/2/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data4 === "externalSandbox")){
validate58.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/2/properties/type/enum",keyword:"enum",params:{allowedValues: schema26.oneOf[2].properties.type.enum}}];
return false;
}
var valid6 = _errs16 === errors;
}
else {
var valid6 = true;
}
}
}
}
else {
validate58.errors = [{instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "workspaceWrite"){
const _errs18 = errors;
if(errors === _errs18){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.type === undefined) && (missing3 = "type")){
validate58.errors = [{instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: missing3}}];
return false;
}
else {
if(data.excludeSlashTmp !== undefined){
const _errs20 = errors;
if(typeof data.excludeSlashTmp !== "boolean"){
validate58.errors = [{instancePath:instancePath+"/excludeSlashTmp",schemaPath:"#/oneOf/3/properties/excludeSlashTmp/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid9 = _errs20 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data.excludeTmpdirEnvVar !== undefined){
const _errs22 = errors;
if(typeof data.excludeTmpdirEnvVar !== "boolean"){
validate58.errors = [{instancePath:instancePath+"/excludeTmpdirEnvVar",schemaPath:"#/oneOf/3/properties/excludeTmpdirEnvVar/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid9 = _errs22 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data.networkAccess !== undefined){
const _errs24 = errors;
if(typeof data.networkAccess !== "boolean"){
validate58.errors = [{instancePath:instancePath+"/networkAccess",schemaPath:"#/oneOf/3/properties/networkAccess/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid9 = _errs24 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data.type !== undefined){
let data8 = data.type;
const _errs26 = errors;
if(typeof data8 !== "string"){
validate58.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/3/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data8 === "workspaceWrite")){
validate58.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/3/properties/type/enum",keyword:"enum",params:{allowedValues: schema26.oneOf[3].properties.type.enum}}];
return false;
}
var valid9 = _errs26 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data.writableRoots !== undefined){
let data9 = data.writableRoots;
const _errs28 = errors;
if(errors === _errs28){
if(Array.isArray(data9)){
var valid10 = true;
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
const _errs30 = errors;
if(!(validate31(data9[i0], instancePath+"/writableRoots/" + i0))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
var valid10 = _errs30 === errors;
if(!valid10){
break;
}
}
}
else {
validate58.errors = [{instancePath:instancePath+"/writableRoots",schemaPath:"#/oneOf/3/properties/writableRoots/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid9 = _errs28 === errors;
}
else {
var valid9 = true;
}
}
}
}
}
}
}
else {
validate58.errors = [{instancePath,schemaPath:"#/oneOf/3/type",keyword:"type",params:{type: "object"}}];
return false;
}
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

const schema28 = {"properties":{"agentNickname":{"type":["string","null"]},"agentRole":{"type":["string","null"]},"cliVersion":{"type":"string"},"createdAt":{"format":"int64","type":"integer"},"cwd":{"allOf":[{"$ref":"#/definitions/v2/AbsolutePathBuf"}]},"ephemeral":{"type":"boolean"},"forkedFromId":{"type":["string","null"]},"gitInfo":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/GitInfo"}},"historyMode":{"allOf":[{"$ref":"#/definitions/v2/ThreadHistoryMode"}]},"id":{"type":"string"},"model":{"type":["string","null"]},"modelProvider":{"type":"string"},"name":{"type":["string","null"]},"originator":{"type":["string","null"]},"parentThreadId":{"type":["string","null"]},"path":{"type":["string","null"]},"preview":{"type":"string"},"projectId":{"type":["string","null"]},"reasoningEffort":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ReasoningEffort"}},"recencyAt":{"format":"int64","type":["integer","null"]},"section":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ThreadSection"}},"sectionEnteredAt":{"format":"int64","type":["integer","null"]},"sessionId":{"type":"string"},"source":{"allOf":[{"$ref":"#/definitions/v2/SessionSource"}]},"status":{"allOf":[{"$ref":"#/definitions/v2/ThreadStatus"}]},"threadSource":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ThreadSource"}},"turns":{"items":{"$ref":"#/definitions/v2/Turn"},"type":"array"},"updatedAt":{"format":"int64","type":"integer"}},"required":["cliVersion","createdAt","cwd","ephemeral","id","modelProvider","preview","projectId","sessionId","source","status","turns","updatedAt"],"type":"object"};
const schema29 = {"properties":{"branch":{"type":["string","null"]},"originUrl":{"type":["string","null"]},"sha":{"type":["string","null"]}},"type":"object"};

function validate65(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.branch !== undefined){
let data0 = data.branch;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate65.errors = [{instancePath:instancePath+"/branch",schemaPath:"#/properties/branch/type",keyword:"type",params:{type: schema29.properties.branch.type}}];
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
validate65.errors = [{instancePath:instancePath+"/originUrl",schemaPath:"#/properties/originUrl/type",keyword:"type",params:{type: schema29.properties.originUrl.type}}];
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
validate65.errors = [{instancePath:instancePath+"/sha",schemaPath:"#/properties/sha/type",keyword:"type",params:{type: schema29.properties.sha.type}}];
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
validate65.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate65.errors = vErrors;
return errors === 0;
}

const schema30 = {"enum":["legacy","paginated"],"type":"string"};

function validate67(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate67.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "legacy") || (data === "paginated"))){
validate67.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema30.enum}}];
return false;
}
validate67.errors = vErrors;
return errors === 0;
}

const schema31 = {"properties":{"appearance":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ThreadSectionAppearance"}},"id":{"type":"string"},"name":{"type":"string"}},"required":["id","name"],"type":"object"};
const schema32 = {"properties":{"color":{"type":["string","null"]},"icon":{"type":["string","null"]}},"type":"object"};

function validate71(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.color !== undefined){
let data0 = data.color;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate71.errors = [{instancePath:instancePath+"/color",schemaPath:"#/properties/color/type",keyword:"type",params:{type: schema32.properties.color.type}}];
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
validate71.errors = [{instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/type",keyword:"type",params:{type: schema32.properties.icon.type}}];
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
validate71.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate71.errors = vErrors;
return errors === 0;
}


function validate70(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))){
validate70.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
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
if(!(validate71(data0, instancePath+"/appearance"))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
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
validate70.errors = vErrors;
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
validate70.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}}];
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
validate70.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"}}];
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
validate70.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate70.errors = vErrors;
return errors === 0;
}

const schema33 = {"oneOf":[{"enum":["cli","vscode","exec","appServer","unknown"],"type":"string"},{"properties":{"custom":{"type":"string"}},"required":["custom"],"type":"object"},{"properties":{"subAgent":{"$ref":"#/definitions/v2/SubAgentSource"}},"required":["subAgent"],"type":"object"}]};
const schema34 = {"oneOf":[{"enum":["review","compact","memory_consolidation"],"type":"string"},{"properties":{"thread_spawn":{"properties":{"agent_nickname":{"type":["string","null"]},"agent_path":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/AgentPath"}},"agent_role":{"type":["string","null"]},"depth":{"format":"int32","type":"integer"},"parent_thread_id":{"$ref":"#/definitions/v2/ThreadId"}},"required":["depth","parent_thread_id"],"type":"object"}},"required":["thread_spawn"],"type":"object"},{"properties":{"other":{"type":"string"}},"required":["other"],"type":"object"}]};
const schema35 = {"type":"string"};

function validate76(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate76.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
validate76.errors = vErrors;
return errors === 0;
}

const schema36 = {"type":"string"};

function validate78(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate78.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
validate78.errors = vErrors;
return errors === 0;
}


function validate75(data, instancePath=""){
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
if(!(((data === "review") || (data === "compact")) || (data === "memory_consolidation"))){
const err1 = {instancePath,schemaPath:"#/oneOf/0/enum",keyword:"enum",params:{allowedValues: schema34.oneOf[0].enum}};
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
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.thread_spawn === undefined) && (missing0 = "thread_spawn")){
const err2 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
if(data.thread_spawn !== undefined){
let data0 = data.thread_spawn;
const _errs5 = errors;
if(errors === _errs5){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if(((data0.depth === undefined) && (missing1 = "depth")) || ((data0.parent_thread_id === undefined) && (missing1 = "parent_thread_id"))){
const err3 = {instancePath:instancePath+"/thread_spawn",schemaPath:"#/oneOf/1/properties/thread_spawn/required",keyword:"required",params:{missingProperty: missing1}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
if(data0.agent_nickname !== undefined){
let data1 = data0.agent_nickname;
const _errs7 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
const err4 = {instancePath:instancePath+"/thread_spawn/agent_nickname",schemaPath:"#/oneOf/1/properties/thread_spawn/properties/agent_nickname/type",keyword:"type",params:{type: schema34.oneOf[1].properties.thread_spawn.properties.agent_nickname.type}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.agent_path !== undefined){
let data2 = data0.agent_path;
const _errs9 = errors;
const _errs10 = errors;
let valid3 = true;
const _errs11 = errors;
if(data2 !== null){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
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
if(!(validate76(data2, instancePath+"/thread_spawn/agent_path"))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
var _valid1 = _errs13 === errors;
valid3 = _valid1;
}
if(!valid3){
const err6 = {instancePath:instancePath+"/thread_spawn/agent_path",schemaPath:"#/oneOf/1/properties/thread_spawn/properties/agent_path/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.agent_role !== undefined){
let data3 = data0.agent_role;
const _errs14 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
const err7 = {instancePath:instancePath+"/thread_spawn/agent_role",schemaPath:"#/oneOf/1/properties/thread_spawn/properties/agent_role/type",keyword:"type",params:{type: schema34.oneOf[1].properties.thread_spawn.properties.agent_role.type}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var valid2 = _errs14 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.depth !== undefined){
let data4 = data0.depth;
const _errs16 = errors;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err8 = {instancePath:instancePath+"/thread_spawn/depth",schemaPath:"#/oneOf/1/properties/thread_spawn/properties/depth/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var valid2 = _errs16 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.parent_thread_id !== undefined){
const _errs18 = errors;
if(!(validate78(data0.parent_thread_id, instancePath+"/thread_spawn/parent_thread_id"))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var valid2 = _errs18 === errors;
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
const err9 = {instancePath:instancePath+"/thread_spawn",schemaPath:"#/oneOf/1/properties/thread_spawn/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
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
const _errs19 = errors;
if(errors === _errs19){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.other === undefined) && (missing2 = "other")){
const err11 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: missing2}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
if(data.other !== undefined){
if(typeof data.other !== "string"){
const err12 = {instancePath:instancePath+"/other",schemaPath:"#/oneOf/2/properties/other/type",keyword:"type",params:{type: "string"}};
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
else {
const err13 = {instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
var _valid0 = _errs19 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid0 = true;
passing0 = 2;
}
}
}
if(!valid0){
const err14 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
validate75.errors = vErrors;
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
validate75.errors = vErrors;
return errors === 0;
}


function validate74(data, instancePath=""){
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
if(!(((((data === "cli") || (data === "vscode")) || (data === "exec")) || (data === "appServer")) || (data === "unknown"))){
const err1 = {instancePath,schemaPath:"#/oneOf/0/enum",keyword:"enum",params:{allowedValues: schema33.oneOf[0].enum}};
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
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.custom === undefined) && (missing0 = "custom")){
const err2 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
if(data.custom !== undefined){
if(typeof data.custom !== "string"){
const err3 = {instancePath:instancePath+"/custom",schemaPath:"#/oneOf/1/properties/custom/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
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
const _errs7 = errors;
if(errors === _errs7){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.subAgent === undefined) && (missing1 = "subAgent")){
const err5 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: missing1}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
if(data.subAgent !== undefined){
if(!(validate75(data.subAgent, instancePath+"/subAgent"))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid0 = _errs7 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid0 = true;
passing0 = 2;
}
}
}
if(!valid0){
const err7 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate74.errors = vErrors;
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
validate74.errors = vErrors;
return errors === 0;
}

const schema37 = {"oneOf":[{"properties":{"type":{"enum":["notLoaded"],"type":"string"}},"required":["type"],"type":"object"},{"properties":{"type":{"enum":["idle"],"type":"string"}},"required":["type"],"type":"object"},{"properties":{"type":{"enum":["systemError"],"type":"string"}},"required":["type"],"type":"object"},{"properties":{"activeFlags":{"items":{"$ref":"#/definitions/v2/ThreadActiveFlag"},"type":"array"},"type":{"enum":["active"],"type":"string"}},"required":["activeFlags","type"],"type":"object"}],"type":"object","discriminator":{"propertyName":"type"}};
const schema38 = {"enum":["waitingOnApproval","waitingOnUserInput"],"type":"string"};

function validate83(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate83.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "waitingOnApproval") || (data === "waitingOnUserInput"))){
validate83.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema38.enum}}];
return false;
}
validate83.errors = vErrors;
return errors === 0;
}


function validate82(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "notLoaded"){
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate82.errors = [{instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
validate82.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data0 === "notLoaded")){
validate82.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/enum",keyword:"enum",params:{allowedValues: schema37.oneOf[0].properties.type.enum}}];
return false;
}
}
}
}
else {
validate82.errors = [{instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "idle"){
const _errs6 = errors;
if(errors === _errs6){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.type === undefined) && (missing1 = "type")){
validate82.errors = [{instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data.type !== undefined){
let data1 = data.type;
if(typeof data1 !== "string"){
validate82.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data1 === "idle")){
validate82.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/enum",keyword:"enum",params:{allowedValues: schema37.oneOf[1].properties.type.enum}}];
return false;
}
}
}
}
else {
validate82.errors = [{instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "systemError"){
const _errs10 = errors;
if(errors === _errs10){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.type === undefined) && (missing2 = "type")){
validate82.errors = [{instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
if(data.type !== undefined){
let data2 = data.type;
if(typeof data2 !== "string"){
validate82.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/2/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data2 === "systemError")){
validate82.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/2/properties/type/enum",keyword:"enum",params:{allowedValues: schema37.oneOf[2].properties.type.enum}}];
return false;
}
}
}
}
else {
validate82.errors = [{instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "active"){
const _errs14 = errors;
if(errors === _errs14){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if(((data.activeFlags === undefined) && (missing3 = "activeFlags")) || ((data.type === undefined) && (missing3 = "type"))){
validate82.errors = [{instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: missing3}}];
return false;
}
else {
if(data.activeFlags !== undefined){
let data3 = data.activeFlags;
const _errs16 = errors;
if(errors === _errs16){
if(Array.isArray(data3)){
var valid9 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs18 = errors;
if(!(validate83(data3[i0], instancePath+"/activeFlags/" + i0))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
errors = vErrors.length;
}
var valid9 = _errs18 === errors;
if(!valid9){
break;
}
}
}
else {
validate82.errors = [{instancePath:instancePath+"/activeFlags",schemaPath:"#/oneOf/3/properties/activeFlags/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid8 = _errs16 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data.type !== undefined){
let data5 = data.type;
const _errs19 = errors;
if(typeof data5 !== "string"){
validate82.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/3/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data5 === "active")){
validate82.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/3/properties/type/enum",keyword:"enum",params:{allowedValues: schema37.oneOf[3].properties.type.enum}}];
return false;
}
var valid8 = _errs19 === errors;
}
else {
var valid8 = true;
}
}
}
}
else {
validate82.errors = [{instancePath,schemaPath:"#/oneOf/3/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else {
validate82.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate82.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate82.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate82.errors = vErrors;
return errors === 0;
}

const schema39 = {"properties":{"completedAt":{"format":"int64","type":["integer","null"]},"durationMs":{"format":"int64","type":["integer","null"]},"error":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/TurnError"}},"id":{"type":"string"},"items":{"items":{"$ref":"#/definitions/v2/ThreadItem"},"type":"array"},"itemsView":{"allOf":[{"$ref":"#/definitions/v2/TurnItemsView"}]},"rootTurnId":{"type":["string","null"]},"startedAt":{"format":"int64","type":["integer","null"]},"status":{"$ref":"#/definitions/v2/TurnStatus"}},"required":["id","items","status"],"type":"object"};
const schema40 = {"properties":{"additionalDetails":{"type":["string","null"]},"codexErrorInfo":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/CodexErrorInfo"}},"message":{"type":"string"},"misalignment":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/MisalignmentErrorDetails"}}},"required":["message"],"type":"object"};
const schema41 = {"anyOf":[{"enum":["contextWindowExceeded","sessionBudgetExceeded","usageLimitExceeded","rateLimitExceeded","flexUnavailable","serverOverloaded","modelNotFound","policyCapacityUnavailable","cyberPolicy","bioPolicy","misalignmentPolicyViolation","tooManyDenials","internalServerError","unauthorized","badRequest","threadRollbackFailed","sandboxError","other"],"type":"string"},{"enum":["inferenceHookDenied"],"type":"string"},{"properties":{"httpConnectionFailed":{"properties":{"httpStatusCode":{"format":"uint16","minimum":0,"type":["integer","null"]}},"type":"object"}},"required":["httpConnectionFailed"],"type":"object"},{"properties":{"responseStreamConnectionFailed":{"properties":{"httpStatusCode":{"format":"uint16","minimum":0,"type":["integer","null"]}},"type":"object"}},"required":["responseStreamConnectionFailed"],"type":"object"},{"properties":{"responseStreamDisconnected":{"properties":{"httpStatusCode":{"format":"uint16","minimum":0,"type":["integer","null"]}},"type":"object"}},"required":["responseStreamDisconnected"],"type":"object"},{"properties":{"responseTooManyFailedAttempts":{"properties":{"httpStatusCode":{"format":"uint16","minimum":0,"type":["integer","null"]}},"type":"object"}},"required":["responseTooManyFailedAttempts"],"type":"object"},{"properties":{"activeTurnNotSteerable":{"properties":{"turnKind":{"$ref":"#/definitions/v2/NonSteerableTurnKind"}},"required":["turnKind"],"type":"object"}},"required":["activeTurnNotSteerable"],"type":"object"},{"type":["string","object"]}]};
const schema42 = {"enum":["review","compact"],"type":"string"};

function validate90(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate90.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "review") || (data === "compact"))){
validate90.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema42.enum}}];
return false;
}
validate90.errors = vErrors;
return errors === 0;
}


function validate89(data, instancePath=""){
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
const err1 = {instancePath,schemaPath:"#/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema41.anyOf[0].enum}};
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
const err3 = {instancePath,schemaPath:"#/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema41.anyOf[1].enum}};
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
const err5 = {instancePath:instancePath+"/httpConnectionFailed/httpStatusCode",schemaPath:"#/anyOf/2/properties/httpConnectionFailed/properties/httpStatusCode/type",keyword:"type",params:{type: schema41.anyOf[2].properties.httpConnectionFailed.properties.httpStatusCode.type}};
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
const err10 = {instancePath:instancePath+"/responseStreamConnectionFailed/httpStatusCode",schemaPath:"#/anyOf/3/properties/responseStreamConnectionFailed/properties/httpStatusCode/type",keyword:"type",params:{type: schema41.anyOf[3].properties.responseStreamConnectionFailed.properties.httpStatusCode.type}};
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
const err15 = {instancePath:instancePath+"/responseStreamDisconnected/httpStatusCode",schemaPath:"#/anyOf/4/properties/responseStreamDisconnected/properties/httpStatusCode/type",keyword:"type",params:{type: schema41.anyOf[4].properties.responseStreamDisconnected.properties.httpStatusCode.type}};
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
const err20 = {instancePath:instancePath+"/responseTooManyFailedAttempts/httpStatusCode",schemaPath:"#/anyOf/5/properties/responseTooManyFailedAttempts/properties/httpStatusCode/type",keyword:"type",params:{type: schema41.anyOf[5].properties.responseTooManyFailedAttempts.properties.httpStatusCode.type}};
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
if(!(validate90(data8.turnKind, instancePath+"/activeTurnNotSteerable/turnKind"))){
vErrors = vErrors === null ? validate90.errors : vErrors.concat(validate90.errors);
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
const err28 = {instancePath,schemaPath:"#/anyOf/7/type",keyword:"type",params:{type: schema41.anyOf[7].type}};
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
validate89.errors = vErrors;
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
validate89.errors = vErrors;
return errors === 0;
}

const schema43 = {"properties":{"detailedExplanation":{"type":["string","null"]},"errorType":{"type":["string","null"]},"reviewTarget":{"type":["string","null"]},"steer":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/MisalignmentSteer"}}},"type":"object"};
const schema44 = {"properties":{"message":{"type":"string"}},"required":["message"],"type":"object"};

function validate94(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.message === undefined) && (missing0 = "message")){
validate94.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.message !== undefined){
if(typeof data.message !== "string"){
validate94.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"}}];
return false;
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


function validate93(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.detailedExplanation !== undefined){
let data0 = data.detailedExplanation;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate93.errors = [{instancePath:instancePath+"/detailedExplanation",schemaPath:"#/properties/detailedExplanation/type",keyword:"type",params:{type: schema43.properties.detailedExplanation.type}}];
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
validate93.errors = [{instancePath:instancePath+"/errorType",schemaPath:"#/properties/errorType/type",keyword:"type",params:{type: schema43.properties.errorType.type}}];
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
validate93.errors = [{instancePath:instancePath+"/reviewTarget",schemaPath:"#/properties/reviewTarget/type",keyword:"type",params:{type: schema43.properties.reviewTarget.type}}];
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
if(!(validate94(data3, instancePath+"/steer"))){
vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
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
validate93.errors = vErrors;
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
validate93.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate93.errors = vErrors;
return errors === 0;
}


function validate88(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.message === undefined) && (missing0 = "message")){
validate88.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.additionalDetails !== undefined){
let data0 = data.additionalDetails;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate88.errors = [{instancePath:instancePath+"/additionalDetails",schemaPath:"#/properties/additionalDetails/type",keyword:"type",params:{type: schema40.properties.additionalDetails.type}}];
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
if(!(validate89(data1, instancePath+"/codexErrorInfo"))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
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
validate88.errors = vErrors;
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
validate88.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate93(data3, instancePath+"/misalignment"))){
vErrors = vErrors === null ? validate93.errors : vErrors.concat(validate93.errors);
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
validate88.errors = vErrors;
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
validate88.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate88.errors = vErrors;
return errors === 0;
}

const schema45 = {"oneOf":[{"properties":{"clientId":{"type":["string","null"]},"content":{"items":{"$ref":"#/definitions/v2/UserInput"},"type":"array"},"id":{"type":"string"},"type":{"enum":["userMessage"],"type":"string"}},"required":["content","id","type"],"type":"object"},{"properties":{"fragments":{"items":{"$ref":"#/definitions/v2/HookPromptFragment"},"type":"array"},"id":{"type":"string"},"type":{"enum":["hookPrompt"],"type":"string"}},"required":["fragments","id","type"],"type":"object"},{"properties":{"delivery":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/AgentMessageDelivery"}},"id":{"type":"string"},"memoryCitation":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/MemoryCitation"}},"moderation":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/AgentMessageModeration"}},"phase":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/MessagePhase"}},"questions":{"items":{"$ref":"#/definitions/v2/AsyncUserInputQuestion"},"type":["array","null"]},"text":{"type":"string"},"type":{"enum":["agentMessage"],"type":"string"}},"required":["id","text","type"],"type":"object"},{"properties":{"id":{"type":"string"},"name":{"type":"string"},"namespace":{"type":["string","null"]},"output":{"$ref":"#/definitions/v2/FunctionCallOutputBody"},"type":{"enum":["functionCallOutput"],"type":"string"}},"required":["id","name","output","type"],"type":"object"},{"properties":{"id":{"type":"string"},"text":{"type":"string"},"type":{"enum":["plan"],"type":"string"}},"required":["id","text","type"],"type":"object"},{"properties":{"content":{"items":{"type":"string"},"type":"array"},"id":{"type":"string"},"summary":{"items":{"type":"string"},"type":"array"},"type":{"enum":["reasoning"],"type":"string"}},"required":["id","type"],"type":"object"},{"properties":{"aggregatedOutput":{"type":["string","null"]},"command":{"type":"string"},"commandActions":{"items":{"$ref":"#/definitions/v2/CommandAction"},"type":"array"},"cwd":{"allOf":[{"$ref":"#/definitions/v2/LegacyAppPathString"}]},"durationMs":{"format":"int64","type":["integer","null"]},"exitCode":{"format":"int32","type":["integer","null"]},"id":{"type":"string"},"pluginId":{"type":["string","null"]},"processId":{"type":["string","null"]},"scriptPath":{"type":["string","null"]},"source":{"allOf":[{"$ref":"#/definitions/v2/CommandExecutionSource"}]},"status":{"$ref":"#/definitions/v2/CommandExecutionStatus"},"type":{"enum":["commandExecution"],"type":"string"}},"required":["command","commandActions","cwd","id","status","type"],"type":"object"},{"properties":{"changes":{"items":{"$ref":"#/definitions/v2/FileUpdateChange"},"type":"array"},"id":{"type":"string"},"status":{"$ref":"#/definitions/v2/PatchApplyStatus"},"type":{"enum":["fileChange"],"type":"string"}},"required":["changes","id","status","type"],"type":"object"},{"properties":{"appContext":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/McpToolCallAppContext"}},"arguments":true,"durationMs":{"format":"int64","type":["integer","null"]},"environmentId":{"type":["string","null"]},"error":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/McpToolCallError"}},"id":{"type":"string"},"mcpAppResourceUri":{"type":["string","null"]},"mcpAppUi":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/McpAppUi"}},"pluginId":{"type":["string","null"]},"readOnlyHint":{"type":["boolean","null"]},"result":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/McpToolCallResult"}},"server":{"type":"string"},"status":{"$ref":"#/definitions/v2/McpToolCallStatus"},"tool":{"type":"string"},"type":{"enum":["mcpToolCall"],"type":"string"}},"required":["arguments","id","server","status","tool","type"],"type":"object"},{"properties":{"arguments":true,"contentItems":{"items":{"$ref":"#/definitions/v2/DynamicToolCallOutputContentItem"},"type":["array","null"]},"durationMs":{"format":"int64","type":["integer","null"]},"id":{"type":"string"},"namespace":{"type":["string","null"]},"status":{"$ref":"#/definitions/v2/DynamicToolCallStatus"},"success":{"type":["boolean","null"]},"tool":{"type":"string"},"type":{"enum":["dynamicToolCall"],"type":"string"}},"required":["arguments","id","status","tool","type"],"type":"object"},{"properties":{"agentsStates":{"additionalProperties":{"$ref":"#/definitions/v2/CollabAgentState"},"type":"object"},"id":{"type":"string"},"model":{"type":["string","null"]},"prompt":{"type":["string","null"]},"reasoningEffort":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ReasoningEffort"}},"receiverThreadIds":{"items":{"type":"string"},"type":"array"},"senderThreadId":{"type":"string"},"status":{"allOf":[{"$ref":"#/definitions/v2/CollabAgentToolCallStatus"}]},"tool":{"allOf":[{"$ref":"#/definitions/v2/CollabAgentTool"}]},"type":{"enum":["collabAgentToolCall"],"type":"string"}},"required":["agentsStates","id","receiverThreadIds","senderThreadId","status","tool","type"],"type":"object"},{"properties":{"agentPath":{"type":"string"},"agentThreadId":{"type":"string"},"id":{"type":"string"},"kind":{"$ref":"#/definitions/v2/SubAgentActivityKind"},"model":{"type":["string","null"]},"reasoningEffort":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ReasoningEffort"}},"type":{"enum":["subAgentActivity"],"type":"string"}},"required":["agentPath","agentThreadId","id","kind","type"],"type":"object"},{"properties":{"action":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/WebSearchAction"}},"id":{"type":"string"},"query":{"type":"string"},"results":{"items":true,"type":["array","null"]},"type":{"enum":["webSearch"],"type":"string"}},"required":["id","query","type"],"type":"object"},{"properties":{"id":{"type":"string"},"path":{"$ref":"#/definitions/v2/LegacyAppPathString"},"type":{"enum":["imageView"],"type":"string"}},"required":["id","path","type"],"type":"object"},{"properties":{"durationMs":{"format":"uint64","minimum":0,"type":"integer"},"id":{"type":"string"},"type":{"enum":["sleep"],"type":"string"}},"required":["durationMs","id","type"],"type":"object"},{"anyOf":[{"properties":{"fileId":{"type":"string"}},"required":["fileId"],"type":"object"},{"properties":{"result":{"type":"string"}},"required":["result"],"type":"object"}],"properties":{"failure":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ImageGenerationFailure"}},"generationId":{"type":["string","null"]},"id":{"type":"string"},"inputImages":{"items":{"$ref":"#/definitions/v2/ImageGenerationInputImage"},"type":"array"},"revisedPrompt":{"type":["string","null"]},"savedPath":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/AbsolutePathBuf"}},"status":{"type":"string"},"transparentBackground":{"type":["boolean","null"]},"type":{"enum":["imageGeneration"],"type":"string"}},"required":["id","status","type"],"type":"object"},{"properties":{"id":{"type":"string"},"review":{"type":"string"},"type":{"enum":["enteredReviewMode"],"type":"string"}},"required":["id","review","type"],"type":"object"},{"properties":{"id":{"type":"string"},"review":{"type":"string"},"type":{"enum":["exitedReviewMode"],"type":"string"}},"required":["id","review","type"],"type":"object"},{"properties":{"id":{"type":"string"},"type":{"enum":["contextCompaction"],"type":"string"}},"required":["id","type"],"type":"object"}],"properties":{"completedAtMs":{"format":"int64","type":["integer","null"]},"startedAtMs":{"format":"int64","type":["integer","null"]}},"type":"object","discriminator":{"propertyName":"type"}};
const schema46 = {"oneOf":[{"properties":{"text":{"type":"string"},"text_elements":{"items":{"$ref":"#/definitions/v2/TextElement"},"type":"array"},"type":{"enum":["text"],"type":"string"}},"required":["text","type"],"type":"object"},{"anyOf":[{"properties":{"url":{"type":"string"}},"required":["url"],"type":"object"},{"properties":{"fileId":{"type":"string"}},"required":["fileId"],"type":"object"}],"properties":{"detail":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ImageDetail"}},"type":{"enum":["image"],"type":"string"}},"required":["type"],"type":"object"},{"properties":{"detail":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ImageDetail"}},"path":{"type":"string"},"type":{"enum":["localImage"],"type":"string"}},"required":["path","type"],"type":"object"},{"anyOf":[{"properties":{"url":{"type":"string"}},"required":["url"],"type":"object"},{"properties":{"fileId":{"type":"string"}},"required":["fileId"],"type":"object"}],"properties":{"type":{"enum":["audio"],"type":"string"}},"required":["type"],"type":"object"},{"properties":{"path":{"type":"string"},"type":{"enum":["localAudio"],"type":"string"}},"required":["path","type"],"type":"object"},{"properties":{"name":{"type":"string"},"path":{"type":"string"},"type":{"enum":["skill"],"type":"string"}},"required":["name","path","type"],"type":"object"},{"properties":{"name":{"type":"string"},"path":{"type":"string"},"type":{"enum":["mention"],"type":"string"}},"required":["name","path","type"],"type":"object"}],"type":"object","discriminator":{"propertyName":"type"}};
const schema47 = {"properties":{"byteRange":{"allOf":[{"$ref":"#/definitions/v2/ByteRange"}]},"placeholder":{"type":["string","null"]}},"required":["byteRange"],"type":"object"};
const schema48 = {"properties":{"end":{"format":"uint","minimum":0,"type":"integer"},"start":{"format":"uint","minimum":0,"type":"integer"}},"required":["end","start"],"type":"object"};

function validate101(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.end === undefined) && (missing0 = "end")) || ((data.start === undefined) && (missing0 = "start"))){
validate101.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.end !== undefined){
let data0 = data.end;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate101.errors = [{instancePath:instancePath+"/end",schemaPath:"#/properties/end/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs1){
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
validate101.errors = [{instancePath:instancePath+"/end",schemaPath:"#/properties/end/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
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
validate101.errors = [{instancePath:instancePath+"/start",schemaPath:"#/properties/start/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs3){
if(typeof data1 == "number"){
if(data1 < 0 || isNaN(data1)){
validate101.errors = [{instancePath:instancePath+"/start",schemaPath:"#/properties/start/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
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
validate101.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate101.errors = vErrors;
return errors === 0;
}


function validate100(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.byteRange === undefined) && (missing0 = "byteRange")){
validate100.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.byteRange !== undefined){
const _errs1 = errors;
if(!(validate101(data.byteRange, instancePath+"/byteRange"))){
vErrors = vErrors === null ? validate101.errors : vErrors.concat(validate101.errors);
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
validate100.errors = [{instancePath:instancePath+"/placeholder",schemaPath:"#/properties/placeholder/type",keyword:"type",params:{type: schema47.properties.placeholder.type}}];
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
validate100.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate100.errors = vErrors;
return errors === 0;
}

const schema49 = {"enum":["auto","low","high","original"],"type":"string"};

function validate104(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate104.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data === "auto") || (data === "low")) || (data === "high")) || (data === "original"))){
validate104.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema49.enum}}];
return false;
}
validate104.errors = vErrors;
return errors === 0;
}


function validate99(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "text"){
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.text === undefined) && (missing0 = "text")) || ((data.type === undefined) && (missing0 = "type"))){
validate99.errors = [{instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.text !== undefined){
const _errs4 = errors;
if(typeof data.text !== "string"){
validate99.errors = [{instancePath:instancePath+"/text",schemaPath:"#/oneOf/0/properties/text/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.text_elements !== undefined){
let data1 = data.text_elements;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data1)){
var valid3 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs8 = errors;
if(!(validate100(data1[i0], instancePath+"/text_elements/" + i0))){
vErrors = vErrors === null ? validate100.errors : vErrors.concat(validate100.errors);
errors = vErrors.length;
}
var valid3 = _errs8 === errors;
if(!valid3){
break;
}
}
}
else {
validate99.errors = [{instancePath:instancePath+"/text_elements",schemaPath:"#/oneOf/0/properties/text_elements/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.type !== undefined){
let data3 = data.type;
const _errs9 = errors;
if(typeof data3 !== "string"){
validate99.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data3 === "text")){
validate99.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/enum",keyword:"enum",params:{allowedValues: schema46.oneOf[0].properties.type.enum}}];
return false;
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate99.errors = [{instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "image"){
const _errs11 = errors;
const _errs13 = errors;
let valid5 = false;
const _errs14 = errors;
if(errors === _errs14){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.url === undefined) && (missing1 = "url")){
const err0 = {instancePath,schemaPath:"#/oneOf/1/anyOf/0/required",keyword:"required",params:{missingProperty: missing1}};
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
const err1 = {instancePath:instancePath+"/url",schemaPath:"#/oneOf/1/anyOf/0/properties/url/type",keyword:"type",params:{type: "string"}};
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
const err2 = {instancePath,schemaPath:"#/oneOf/1/anyOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs14 === errors;
valid5 = valid5 || _valid0;
if(!valid5){
const _errs18 = errors;
if(errors === _errs18){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.fileId === undefined) && (missing2 = "fileId")){
const err3 = {instancePath,schemaPath:"#/oneOf/1/anyOf/1/required",keyword:"required",params:{missingProperty: missing2}};
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
const err4 = {instancePath:instancePath+"/fileId",schemaPath:"#/oneOf/1/anyOf/1/properties/fileId/type",keyword:"type",params:{type: "string"}};
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
const err5 = {instancePath,schemaPath:"#/oneOf/1/anyOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var _valid0 = _errs18 === errors;
valid5 = valid5 || _valid0;
}
if(!valid5){
const err6 = {instancePath,schemaPath:"#/oneOf/1/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
validate99.errors = vErrors;
return false;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
if(errors === _errs11){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.type === undefined) && (missing3 = "type")){
validate99.errors = [{instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing3}}];
return false;
}
else {
if(data.detail !== undefined){
let data6 = data.detail;
const _errs22 = errors;
const _errs23 = errors;
let valid9 = true;
const _errs24 = errors;
if(data6 !== null){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs24 === errors;
errors = _errs23;
if(vErrors !== null){
if(_errs23){
vErrors.length = _errs23;
}
else {
vErrors = null;
}
}
if(!_valid1){
const _errs26 = errors;
if(!(validate104(data6, instancePath+"/detail"))){
vErrors = vErrors === null ? validate104.errors : vErrors.concat(validate104.errors);
errors = vErrors.length;
}
var _valid1 = _errs26 === errors;
valid9 = _valid1;
}
if(!valid9){
const err8 = {instancePath:instancePath+"/detail",schemaPath:"#/oneOf/1/properties/detail/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate99.errors = vErrors;
return false;
}
var valid8 = _errs22 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data.type !== undefined){
let data7 = data.type;
const _errs27 = errors;
if(typeof data7 !== "string"){
validate99.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data7 === "image")){
validate99.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/enum",keyword:"enum",params:{allowedValues: schema46.oneOf[1].properties.type.enum}}];
return false;
}
var valid8 = _errs27 === errors;
}
else {
var valid8 = true;
}
}
}
}
else {
validate99.errors = [{instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "localImage"){
const _errs29 = errors;
if(errors === _errs29){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if(((data.path === undefined) && (missing4 = "path")) || ((data.type === undefined) && (missing4 = "type"))){
validate99.errors = [{instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: missing4}}];
return false;
}
else {
if(data.detail !== undefined){
let data8 = data.detail;
const _errs31 = errors;
const _errs32 = errors;
let valid12 = true;
const _errs33 = errors;
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
var _valid2 = _errs33 === errors;
errors = _errs32;
if(vErrors !== null){
if(_errs32){
vErrors.length = _errs32;
}
else {
vErrors = null;
}
}
if(!_valid2){
const _errs35 = errors;
if(!(validate104(data8, instancePath+"/detail"))){
vErrors = vErrors === null ? validate104.errors : vErrors.concat(validate104.errors);
errors = vErrors.length;
}
var _valid2 = _errs35 === errors;
valid12 = _valid2;
}
if(!valid12){
const err10 = {instancePath:instancePath+"/detail",schemaPath:"#/oneOf/2/properties/detail/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
validate99.errors = vErrors;
return false;
}
var valid11 = _errs31 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data.path !== undefined){
const _errs36 = errors;
if(typeof data.path !== "string"){
validate99.errors = [{instancePath:instancePath+"/path",schemaPath:"#/oneOf/2/properties/path/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid11 = _errs36 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data.type !== undefined){
let data10 = data.type;
const _errs38 = errors;
if(typeof data10 !== "string"){
validate99.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/2/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data10 === "localImage")){
validate99.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/2/properties/type/enum",keyword:"enum",params:{allowedValues: schema46.oneOf[2].properties.type.enum}}];
return false;
}
var valid11 = _errs38 === errors;
}
else {
var valid11 = true;
}
}
}
}
}
else {
validate99.errors = [{instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "audio"){
const _errs40 = errors;
const _errs42 = errors;
let valid14 = false;
const _errs43 = errors;
if(errors === _errs43){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
if((data.url === undefined) && (missing5 = "url")){
const err11 = {instancePath,schemaPath:"#/oneOf/3/anyOf/0/required",keyword:"required",params:{missingProperty: missing5}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
if(data.url !== undefined){
if(typeof data.url !== "string"){
const err12 = {instancePath:instancePath+"/url",schemaPath:"#/oneOf/3/anyOf/0/properties/url/type",keyword:"type",params:{type: "string"}};
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
else {
const err13 = {instancePath,schemaPath:"#/oneOf/3/anyOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
var _valid3 = _errs43 === errors;
valid14 = valid14 || _valid3;
if(!valid14){
const _errs47 = errors;
if(errors === _errs47){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if((data.fileId === undefined) && (missing6 = "fileId")){
const err14 = {instancePath,schemaPath:"#/oneOf/3/anyOf/1/required",keyword:"required",params:{missingProperty: missing6}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
if(data.fileId !== undefined){
if(typeof data.fileId !== "string"){
const err15 = {instancePath:instancePath+"/fileId",schemaPath:"#/oneOf/3/anyOf/1/properties/fileId/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/oneOf/3/anyOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
var _valid3 = _errs47 === errors;
valid14 = valid14 || _valid3;
}
if(!valid14){
const err17 = {instancePath,schemaPath:"#/oneOf/3/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
validate99.errors = vErrors;
return false;
}
else {
errors = _errs42;
if(vErrors !== null){
if(_errs42){
vErrors.length = _errs42;
}
else {
vErrors = null;
}
}
}
if(errors === _errs40){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing7;
if((data.type === undefined) && (missing7 = "type")){
validate99.errors = [{instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: missing7}}];
return false;
}
else {
if(data.type !== undefined){
let data13 = data.type;
if(typeof data13 !== "string"){
validate99.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/3/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data13 === "audio")){
validate99.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/3/properties/type/enum",keyword:"enum",params:{allowedValues: schema46.oneOf[3].properties.type.enum}}];
return false;
}
}
}
}
else {
validate99.errors = [{instancePath,schemaPath:"#/oneOf/3/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "localAudio"){
const _errs53 = errors;
if(errors === _errs53){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing8;
if(((data.path === undefined) && (missing8 = "path")) || ((data.type === undefined) && (missing8 = "type"))){
validate99.errors = [{instancePath,schemaPath:"#/oneOf/4/required",keyword:"required",params:{missingProperty: missing8}}];
return false;
}
else {
if(data.path !== undefined){
const _errs55 = errors;
if(typeof data.path !== "string"){
validate99.errors = [{instancePath:instancePath+"/path",schemaPath:"#/oneOf/4/properties/path/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid19 = _errs55 === errors;
}
else {
var valid19 = true;
}
if(valid19){
if(data.type !== undefined){
let data15 = data.type;
const _errs57 = errors;
if(typeof data15 !== "string"){
validate99.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/4/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data15 === "localAudio")){
validate99.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/4/properties/type/enum",keyword:"enum",params:{allowedValues: schema46.oneOf[4].properties.type.enum}}];
return false;
}
var valid19 = _errs57 === errors;
}
else {
var valid19 = true;
}
}
}
}
else {
validate99.errors = [{instancePath,schemaPath:"#/oneOf/4/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "skill"){
const _errs59 = errors;
if(errors === _errs59){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing9;
if((((data.name === undefined) && (missing9 = "name")) || ((data.path === undefined) && (missing9 = "path"))) || ((data.type === undefined) && (missing9 = "type"))){
validate99.errors = [{instancePath,schemaPath:"#/oneOf/5/required",keyword:"required",params:{missingProperty: missing9}}];
return false;
}
else {
if(data.name !== undefined){
const _errs61 = errors;
if(typeof data.name !== "string"){
validate99.errors = [{instancePath:instancePath+"/name",schemaPath:"#/oneOf/5/properties/name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid21 = _errs61 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data.path !== undefined){
const _errs63 = errors;
if(typeof data.path !== "string"){
validate99.errors = [{instancePath:instancePath+"/path",schemaPath:"#/oneOf/5/properties/path/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid21 = _errs63 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data.type !== undefined){
let data18 = data.type;
const _errs65 = errors;
if(typeof data18 !== "string"){
validate99.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/5/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data18 === "skill")){
validate99.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/5/properties/type/enum",keyword:"enum",params:{allowedValues: schema46.oneOf[5].properties.type.enum}}];
return false;
}
var valid21 = _errs65 === errors;
}
else {
var valid21 = true;
}
}
}
}
}
else {
validate99.errors = [{instancePath,schemaPath:"#/oneOf/5/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "mention"){
const _errs67 = errors;
if(errors === _errs67){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing10;
if((((data.name === undefined) && (missing10 = "name")) || ((data.path === undefined) && (missing10 = "path"))) || ((data.type === undefined) && (missing10 = "type"))){
validate99.errors = [{instancePath,schemaPath:"#/oneOf/6/required",keyword:"required",params:{missingProperty: missing10}}];
return false;
}
else {
if(data.name !== undefined){
const _errs69 = errors;
if(typeof data.name !== "string"){
validate99.errors = [{instancePath:instancePath+"/name",schemaPath:"#/oneOf/6/properties/name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid23 = _errs69 === errors;
}
else {
var valid23 = true;
}
if(valid23){
if(data.path !== undefined){
const _errs71 = errors;
if(typeof data.path !== "string"){
validate99.errors = [{instancePath:instancePath+"/path",schemaPath:"#/oneOf/6/properties/path/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid23 = _errs71 === errors;
}
else {
var valid23 = true;
}
if(valid23){
if(data.type !== undefined){
let data21 = data.type;
const _errs73 = errors;
if(typeof data21 !== "string"){
validate99.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/6/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data21 === "mention")){
validate99.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/6/properties/type/enum",keyword:"enum",params:{allowedValues: schema46.oneOf[6].properties.type.enum}}];
return false;
}
var valid23 = _errs73 === errors;
}
else {
var valid23 = true;
}
}
}
}
}
else {
validate99.errors = [{instancePath,schemaPath:"#/oneOf/6/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else {
validate99.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate99.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate99.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate99.errors = vErrors;
return errors === 0;
}

const schema50 = {"properties":{"hookRunId":{"type":"string"},"text":{"type":"string"}},"required":["hookRunId","text"],"type":"object"};

function validate108(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.hookRunId === undefined) && (missing0 = "hookRunId")) || ((data.text === undefined) && (missing0 = "text"))){
validate108.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.hookRunId !== undefined){
const _errs1 = errors;
if(typeof data.hookRunId !== "string"){
validate108.errors = [{instancePath:instancePath+"/hookRunId",schemaPath:"#/properties/hookRunId/type",keyword:"type",params:{type: "string"}}];
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
validate108.errors = [{instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"}}];
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
validate108.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate108.errors = vErrors;
return errors === 0;
}

const schema51 = {"enum":["async"],"type":"string"};

function validate110(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate110.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data === "async")){
validate110.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema51.enum}}];
return false;
}
validate110.errors = vErrors;
return errors === 0;
}

const schema52 = {"properties":{"entries":{"items":{"$ref":"#/definitions/v2/MemoryCitationEntry"},"type":"array"},"threadIds":{"items":{"type":"string"},"type":"array"}},"required":["entries","threadIds"],"type":"object"};
const schema53 = {"properties":{"lineEnd":{"format":"uint32","minimum":0,"type":"integer"},"lineStart":{"format":"uint32","minimum":0,"type":"integer"},"note":{"type":"string"},"path":{"type":"string"}},"required":["lineEnd","lineStart","note","path"],"type":"object"};

function validate113(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.lineEnd === undefined) && (missing0 = "lineEnd")) || ((data.lineStart === undefined) && (missing0 = "lineStart"))) || ((data.note === undefined) && (missing0 = "note"))) || ((data.path === undefined) && (missing0 = "path"))){
validate113.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.lineEnd !== undefined){
let data0 = data.lineEnd;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate113.errors = [{instancePath:instancePath+"/lineEnd",schemaPath:"#/properties/lineEnd/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs1){
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
validate113.errors = [{instancePath:instancePath+"/lineEnd",schemaPath:"#/properties/lineEnd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
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
validate113.errors = [{instancePath:instancePath+"/lineStart",schemaPath:"#/properties/lineStart/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs3){
if(typeof data1 == "number"){
if(data1 < 0 || isNaN(data1)){
validate113.errors = [{instancePath:instancePath+"/lineStart",schemaPath:"#/properties/lineStart/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
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
validate113.errors = [{instancePath:instancePath+"/note",schemaPath:"#/properties/note/type",keyword:"type",params:{type: "string"}}];
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
validate113.errors = [{instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"}}];
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
validate113.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate113.errors = vErrors;
return errors === 0;
}


function validate112(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.entries === undefined) && (missing0 = "entries")) || ((data.threadIds === undefined) && (missing0 = "threadIds"))){
validate112.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
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
if(!(validate113(data0[i0], instancePath+"/entries/" + i0))){
vErrors = vErrors === null ? validate113.errors : vErrors.concat(validate113.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate112.errors = [{instancePath:instancePath+"/entries",schemaPath:"#/properties/entries/type",keyword:"type",params:{type: "array"}}];
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
validate112.errors = [{instancePath:instancePath+"/threadIds/" + i1,schemaPath:"#/properties/threadIds/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs6 === errors;
if(!valid2){
break;
}
}
}
else {
validate112.errors = [{instancePath:instancePath+"/threadIds",schemaPath:"#/properties/threadIds/type",keyword:"type",params:{type: "array"}}];
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
validate112.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate112.errors = vErrors;
return errors === 0;
}

const schema54 = {"properties":{"display":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/AgentMessageDisplay"}},"moderated":{"type":"boolean"}},"required":["moderated"],"type":"object"};
const schema55 = {"oneOf":[{"properties":{"annotation":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/AnswerAnnotation"}},"mode":{"enum":["show"],"type":"string"},"trustedContacts":{"$ref":"#/definitions/v2/TrustedContacts"},"version":{"enum":[1],"format":"uint8","minimum":0,"type":"integer"}},"required":["mode","trustedContacts","version"],"type":"object"},{"properties":{"mode":{"enum":["hide"],"type":"string"},"replacement":{"$ref":"#/definitions/v2/AnswerReplacement"},"version":{"enum":[1],"format":"uint8","minimum":0,"type":"integer"}},"required":["mode","replacement","version"],"type":"object"},{"properties":{"mode":{"enum":["block"],"type":"string"},"reason":{"$ref":"#/definitions/v2/BlockReason"},"version":{"enum":[1],"format":"uint8","minimum":0,"type":"integer"}},"required":["mode","reason","version"],"type":"object"}],"type":"object","discriminator":{"propertyName":"mode"}};
const schema56 = {"oneOf":[{"properties":{"kind":{"enum":["wellbeingHelpline"],"type":"string"},"subject":{"$ref":"#/definitions/v2/HelplineSubject"}},"required":["kind","subject"],"type":"object"}]};
const schema57 = {"enum":["answer","prompt"],"type":"string"};

function validate119(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate119.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "answer") || (data === "prompt"))){
validate119.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema57.enum}}];
return false;
}
validate119.errors = vErrors;
return errors === 0;
}


function validate118(data, instancePath=""){
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
const err2 = {instancePath:instancePath+"/kind",schemaPath:"#/oneOf/0/properties/kind/enum",keyword:"enum",params:{allowedValues: schema56.oneOf[0].properties.kind.enum}};
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
if(!(validate119(data.subject, instancePath+"/subject"))){
vErrors = vErrors === null ? validate119.errors : vErrors.concat(validate119.errors);
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
validate118.errors = vErrors;
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
validate118.errors = vErrors;
return errors === 0;
}

const schema58 = {"enum":["check","skip"],"type":"string"};

function validate122(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate122.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "check") || (data === "skip"))){
validate122.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema58.enum}}];
return false;
}
validate122.errors = vErrors;
return errors === 0;
}

const schema59 = {"oneOf":[{"properties":{"kind":{"enum":["wellbeingPromptHelpline"],"type":"string"}},"required":["kind"],"type":"object"}]};

function validate124(data, instancePath=""){
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
const err2 = {instancePath:instancePath+"/kind",schemaPath:"#/oneOf/0/properties/kind/enum",keyword:"enum",params:{allowedValues: schema59.oneOf[0].properties.kind.enum}};
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
validate124.errors = vErrors;
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
validate124.errors = vErrors;
return errors === 0;
}

const schema60 = {"oneOf":[{"properties":{"kind":{"enum":["protection"],"type":"string"},"protectionType":{"type":"string"}},"required":["kind","protectionType"],"type":"object"},{"properties":{"kind":{"enum":["cyber"],"type":"string"},"trustedAccess":{"type":["boolean","null"]}},"required":["kind"],"type":"object"}],"type":"object","discriminator":{"propertyName":"kind"}};

function validate126(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.kind;
if(typeof tag0 == "string"){
if(tag0 === "protection"){
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.kind === undefined) && (missing0 = "kind")) || ((data.protectionType === undefined) && (missing0 = "protectionType"))){
validate126.errors = [{instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.kind !== undefined){
let data0 = data.kind;
const _errs4 = errors;
if(typeof data0 !== "string"){
validate126.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/oneOf/0/properties/kind/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data0 === "protection")){
validate126.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/oneOf/0/properties/kind/enum",keyword:"enum",params:{allowedValues: schema60.oneOf[0].properties.kind.enum}}];
return false;
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.protectionType !== undefined){
const _errs6 = errors;
if(typeof data.protectionType !== "string"){
validate126.errors = [{instancePath:instancePath+"/protectionType",schemaPath:"#/oneOf/0/properties/protectionType/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate126.errors = [{instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "cyber"){
const _errs8 = errors;
if(errors === _errs8){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.kind === undefined) && (missing1 = "kind")){
validate126.errors = [{instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data.kind !== undefined){
let data2 = data.kind;
const _errs10 = errors;
if(typeof data2 !== "string"){
validate126.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/oneOf/1/properties/kind/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data2 === "cyber")){
validate126.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/oneOf/1/properties/kind/enum",keyword:"enum",params:{allowedValues: schema60.oneOf[1].properties.kind.enum}}];
return false;
}
var valid4 = _errs10 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.trustedAccess !== undefined){
let data3 = data.trustedAccess;
const _errs12 = errors;
if((typeof data3 !== "boolean") && (data3 !== null)){
validate126.errors = [{instancePath:instancePath+"/trustedAccess",schemaPath:"#/oneOf/1/properties/trustedAccess/type",keyword:"type",params:{type: schema60.oneOf[1].properties.trustedAccess.type}}];
return false;
}
var valid4 = _errs12 === errors;
}
else {
var valid4 = true;
}
}
}
}
else {
validate126.errors = [{instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else {
validate126.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "kind", tagValue: tag0}}];
return false;
}
}
else {
validate126.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "kind", tagValue: tag0}}];
return false;
}
}
else {
validate126.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate126.errors = vErrors;
return errors === 0;
}


function validate117(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.mode;
if(typeof tag0 == "string"){
if(tag0 === "show"){
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.mode === undefined) && (missing0 = "mode")) || ((data.trustedContacts === undefined) && (missing0 = "trustedContacts"))) || ((data.version === undefined) && (missing0 = "version"))){
validate117.errors = [{instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.annotation !== undefined){
let data0 = data.annotation;
const _errs4 = errors;
const _errs5 = errors;
let valid3 = true;
const _errs6 = errors;
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
if(!(validate118(data0, instancePath+"/annotation"))){
vErrors = vErrors === null ? validate118.errors : vErrors.concat(validate118.errors);
errors = vErrors.length;
}
var _valid0 = _errs8 === errors;
valid3 = _valid0;
}
if(!valid3){
const err1 = {instancePath:instancePath+"/annotation",schemaPath:"#/oneOf/0/properties/annotation/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate117.errors = vErrors;
return false;
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.mode !== undefined){
let data1 = data.mode;
const _errs9 = errors;
if(typeof data1 !== "string"){
validate117.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/oneOf/0/properties/mode/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data1 === "show")){
validate117.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/oneOf/0/properties/mode/enum",keyword:"enum",params:{allowedValues: schema55.oneOf[0].properties.mode.enum}}];
return false;
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.trustedContacts !== undefined){
const _errs11 = errors;
if(!(validate122(data.trustedContacts, instancePath+"/trustedContacts"))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.version !== undefined){
let data3 = data.version;
const _errs12 = errors;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
validate117.errors = [{instancePath:instancePath+"/version",schemaPath:"#/oneOf/0/properties/version/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(!(data3 === 1)){
validate117.errors = [{instancePath:instancePath+"/version",schemaPath:"#/oneOf/0/properties/version/enum",keyword:"enum",params:{allowedValues: schema55.oneOf[0].properties.version.enum}}];
return false;
}
if(errors === _errs12){
if(typeof data3 == "number"){
if(data3 < 0 || isNaN(data3)){
validate117.errors = [{instancePath:instancePath+"/version",schemaPath:"#/oneOf/0/properties/version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid2 = _errs12 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
else {
validate117.errors = [{instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "hide"){
const _errs14 = errors;
if(errors === _errs14){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((((data.mode === undefined) && (missing1 = "mode")) || ((data.replacement === undefined) && (missing1 = "replacement"))) || ((data.version === undefined) && (missing1 = "version"))){
validate117.errors = [{instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data.mode !== undefined){
let data4 = data.mode;
const _errs16 = errors;
if(typeof data4 !== "string"){
validate117.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/oneOf/1/properties/mode/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data4 === "hide")){
validate117.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/oneOf/1/properties/mode/enum",keyword:"enum",params:{allowedValues: schema55.oneOf[1].properties.mode.enum}}];
return false;
}
var valid5 = _errs16 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.replacement !== undefined){
const _errs18 = errors;
if(!(validate124(data.replacement, instancePath+"/replacement"))){
vErrors = vErrors === null ? validate124.errors : vErrors.concat(validate124.errors);
errors = vErrors.length;
}
var valid5 = _errs18 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.version !== undefined){
let data6 = data.version;
const _errs19 = errors;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
validate117.errors = [{instancePath:instancePath+"/version",schemaPath:"#/oneOf/1/properties/version/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(!(data6 === 1)){
validate117.errors = [{instancePath:instancePath+"/version",schemaPath:"#/oneOf/1/properties/version/enum",keyword:"enum",params:{allowedValues: schema55.oneOf[1].properties.version.enum}}];
return false;
}
if(errors === _errs19){
if(typeof data6 == "number"){
if(data6 < 0 || isNaN(data6)){
validate117.errors = [{instancePath:instancePath+"/version",schemaPath:"#/oneOf/1/properties/version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid5 = _errs19 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
else {
validate117.errors = [{instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "block"){
const _errs21 = errors;
if(errors === _errs21){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((((data.mode === undefined) && (missing2 = "mode")) || ((data.reason === undefined) && (missing2 = "reason"))) || ((data.version === undefined) && (missing2 = "version"))){
validate117.errors = [{instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
if(data.mode !== undefined){
let data7 = data.mode;
const _errs23 = errors;
if(typeof data7 !== "string"){
validate117.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/oneOf/2/properties/mode/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data7 === "block")){
validate117.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/oneOf/2/properties/mode/enum",keyword:"enum",params:{allowedValues: schema55.oneOf[2].properties.mode.enum}}];
return false;
}
var valid7 = _errs23 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data.reason !== undefined){
const _errs25 = errors;
if(!(validate126(data.reason, instancePath+"/reason"))){
vErrors = vErrors === null ? validate126.errors : vErrors.concat(validate126.errors);
errors = vErrors.length;
}
var valid7 = _errs25 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data.version !== undefined){
let data9 = data.version;
const _errs26 = errors;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
validate117.errors = [{instancePath:instancePath+"/version",schemaPath:"#/oneOf/2/properties/version/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(!(data9 === 1)){
validate117.errors = [{instancePath:instancePath+"/version",schemaPath:"#/oneOf/2/properties/version/enum",keyword:"enum",params:{allowedValues: schema55.oneOf[2].properties.version.enum}}];
return false;
}
if(errors === _errs26){
if(typeof data9 == "number"){
if(data9 < 0 || isNaN(data9)){
validate117.errors = [{instancePath:instancePath+"/version",schemaPath:"#/oneOf/2/properties/version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid7 = _errs26 === errors;
}
else {
var valid7 = true;
}
}
}
}
}
else {
validate117.errors = [{instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else {
validate117.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "mode", tagValue: tag0}}];
return false;
}
}
else {
validate117.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "mode", tagValue: tag0}}];
return false;
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


function validate116(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.moderated === undefined) && (missing0 = "moderated")){
validate116.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
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
if(!(validate117(data0, instancePath+"/display"))){
vErrors = vErrors === null ? validate117.errors : vErrors.concat(validate117.errors);
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
validate116.errors = vErrors;
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
validate116.errors = [{instancePath:instancePath+"/moderated",schemaPath:"#/properties/moderated/type",keyword:"type",params:{type: "boolean"}}];
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
validate116.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate116.errors = vErrors;
return errors === 0;
}

const schema61 = {"oneOf":[{"enum":["commentary"],"type":"string"},{"enum":["partial_answer"],"type":"string"},{"enum":["final_answer"],"type":"string"}]};

function validate130(data, instancePath=""){
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
if(!(data === "commentary")){
const err1 = {instancePath,schemaPath:"#/oneOf/0/enum",keyword:"enum",params:{allowedValues: schema61.oneOf[0].enum}};
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
if(!(data === "partial_answer")){
const err3 = {instancePath,schemaPath:"#/oneOf/1/enum",keyword:"enum",params:{allowedValues: schema61.oneOf[1].enum}};
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
if(typeof data !== "string"){
const err4 = {instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(data === "final_answer")){
const err5 = {instancePath,schemaPath:"#/oneOf/2/enum",keyword:"enum",params:{allowedValues: schema61.oneOf[2].enum}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
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
}
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
validate130.errors = vErrors;
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
validate130.errors = vErrors;
return errors === 0;
}

const schema62 = {"properties":{"options":{"items":{"type":"string"},"type":["array","null"]},"title":{"type":"string"}},"required":["title"],"type":"object"};

function validate132(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.title === undefined) && (missing0 = "title")){
validate132.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.options !== undefined){
let data0 = data.options;
const _errs1 = errors;
if((!(Array.isArray(data0))) && (data0 !== null)){
validate132.errors = [{instancePath:instancePath+"/options",schemaPath:"#/properties/options/type",keyword:"type",params:{type: schema62.properties.options.type}}];
return false;
}
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(typeof data0[i0] !== "string"){
validate132.errors = [{instancePath:instancePath+"/options/" + i0,schemaPath:"#/properties/options/items/type",keyword:"type",params:{type: "string"}}];
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
validate132.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"}}];
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
validate132.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate132.errors = vErrors;
return errors === 0;
}

const schema63 = {"anyOf":[{"type":"string"},{"items":{"$ref":"#/definitions/v2/FunctionCallOutputContentItem"},"type":"array"}]};
const schema64 = {"oneOf":[{"properties":{"text":{"type":"string"},"type":{"enum":["input_text"],"type":"string"}},"required":["text","type"],"type":"object"},{"anyOf":[{"properties":{"image_url":{"type":"string"}},"required":["image_url"],"type":"object"},{"properties":{"file_id":{"type":"string"}},"required":["file_id"],"type":"object"}],"properties":{"detail":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ImageDetail"}},"type":{"enum":["input_image"],"type":"string"}},"required":["type"],"type":"object"},{"anyOf":[{"properties":{"audio_url":{"type":"string"}},"required":["audio_url"],"type":"object"},{"properties":{"file_id":{"type":"string"}},"required":["file_id"],"type":"object"}],"properties":{"type":{"enum":["input_audio"],"type":"string"}},"required":["type"],"type":"object"},{"properties":{"encrypted_content":{"type":"string"},"type":{"enum":["encrypted_content"],"type":"string"}},"required":["encrypted_content","type"],"type":"object"}],"type":"object","discriminator":{"propertyName":"type"}};

function validate135(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "input_text"){
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.text === undefined) && (missing0 = "text")) || ((data.type === undefined) && (missing0 = "type"))){
validate135.errors = [{instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.text !== undefined){
const _errs4 = errors;
if(typeof data.text !== "string"){
validate135.errors = [{instancePath:instancePath+"/text",schemaPath:"#/oneOf/0/properties/text/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.type !== undefined){
let data1 = data.type;
const _errs6 = errors;
if(typeof data1 !== "string"){
validate135.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data1 === "input_text")){
validate135.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/enum",keyword:"enum",params:{allowedValues: schema64.oneOf[0].properties.type.enum}}];
return false;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate135.errors = [{instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "input_image"){
const _errs8 = errors;
const _errs10 = errors;
let valid4 = false;
const _errs11 = errors;
if(errors === _errs11){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.image_url === undefined) && (missing1 = "image_url")){
const err0 = {instancePath,schemaPath:"#/oneOf/1/anyOf/0/required",keyword:"required",params:{missingProperty: missing1}};
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
const err1 = {instancePath:instancePath+"/image_url",schemaPath:"#/oneOf/1/anyOf/0/properties/image_url/type",keyword:"type",params:{type: "string"}};
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
const err2 = {instancePath,schemaPath:"#/oneOf/1/anyOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs11 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const _errs15 = errors;
if(errors === _errs15){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.file_id === undefined) && (missing2 = "file_id")){
const err3 = {instancePath,schemaPath:"#/oneOf/1/anyOf/1/required",keyword:"required",params:{missingProperty: missing2}};
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
const err4 = {instancePath:instancePath+"/file_id",schemaPath:"#/oneOf/1/anyOf/1/properties/file_id/type",keyword:"type",params:{type: "string"}};
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
const err5 = {instancePath,schemaPath:"#/oneOf/1/anyOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var _valid0 = _errs15 === errors;
valid4 = valid4 || _valid0;
}
if(!valid4){
const err6 = {instancePath,schemaPath:"#/oneOf/1/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
validate135.errors = vErrors;
return false;
}
else {
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
}
if(errors === _errs8){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.type === undefined) && (missing3 = "type")){
validate135.errors = [{instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing3}}];
return false;
}
else {
if(data.detail !== undefined){
let data4 = data.detail;
const _errs19 = errors;
const _errs20 = errors;
let valid8 = true;
const _errs21 = errors;
if(data4 !== null){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
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
if(!(validate104(data4, instancePath+"/detail"))){
vErrors = vErrors === null ? validate104.errors : vErrors.concat(validate104.errors);
errors = vErrors.length;
}
var _valid1 = _errs23 === errors;
valid8 = _valid1;
}
if(!valid8){
const err8 = {instancePath:instancePath+"/detail",schemaPath:"#/oneOf/1/properties/detail/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate135.errors = vErrors;
return false;
}
var valid7 = _errs19 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data.type !== undefined){
let data5 = data.type;
const _errs24 = errors;
if(typeof data5 !== "string"){
validate135.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data5 === "input_image")){
validate135.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/enum",keyword:"enum",params:{allowedValues: schema64.oneOf[1].properties.type.enum}}];
return false;
}
var valid7 = _errs24 === errors;
}
else {
var valid7 = true;
}
}
}
}
else {
validate135.errors = [{instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "input_audio"){
const _errs26 = errors;
const _errs28 = errors;
let valid10 = false;
const _errs29 = errors;
if(errors === _errs29){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.audio_url === undefined) && (missing4 = "audio_url")){
const err9 = {instancePath,schemaPath:"#/oneOf/2/anyOf/0/required",keyword:"required",params:{missingProperty: missing4}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
if(data.audio_url !== undefined){
if(typeof data.audio_url !== "string"){
const err10 = {instancePath:instancePath+"/audio_url",schemaPath:"#/oneOf/2/anyOf/0/properties/audio_url/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/oneOf/2/anyOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
var _valid2 = _errs29 === errors;
valid10 = valid10 || _valid2;
if(!valid10){
const _errs33 = errors;
if(errors === _errs33){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
if((data.file_id === undefined) && (missing5 = "file_id")){
const err12 = {instancePath,schemaPath:"#/oneOf/2/anyOf/1/required",keyword:"required",params:{missingProperty: missing5}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
if(data.file_id !== undefined){
if(typeof data.file_id !== "string"){
const err13 = {instancePath:instancePath+"/file_id",schemaPath:"#/oneOf/2/anyOf/1/properties/file_id/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/oneOf/2/anyOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
var _valid2 = _errs33 === errors;
valid10 = valid10 || _valid2;
}
if(!valid10){
const err15 = {instancePath,schemaPath:"#/oneOf/2/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
validate135.errors = vErrors;
return false;
}
else {
errors = _errs28;
if(vErrors !== null){
if(_errs28){
vErrors.length = _errs28;
}
else {
vErrors = null;
}
}
}
if(errors === _errs26){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if((data.type === undefined) && (missing6 = "type")){
validate135.errors = [{instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: missing6}}];
return false;
}
else {
if(data.type !== undefined){
let data8 = data.type;
if(typeof data8 !== "string"){
validate135.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/2/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data8 === "input_audio")){
validate135.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/2/properties/type/enum",keyword:"enum",params:{allowedValues: schema64.oneOf[2].properties.type.enum}}];
return false;
}
}
}
}
else {
validate135.errors = [{instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "encrypted_content"){
const _errs39 = errors;
if(errors === _errs39){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing7;
if(((data.encrypted_content === undefined) && (missing7 = "encrypted_content")) || ((data.type === undefined) && (missing7 = "type"))){
validate135.errors = [{instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: missing7}}];
return false;
}
else {
if(data.encrypted_content !== undefined){
const _errs41 = errors;
if(typeof data.encrypted_content !== "string"){
validate135.errors = [{instancePath:instancePath+"/encrypted_content",schemaPath:"#/oneOf/3/properties/encrypted_content/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid15 = _errs41 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data.type !== undefined){
let data10 = data.type;
const _errs43 = errors;
if(typeof data10 !== "string"){
validate135.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/3/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data10 === "encrypted_content")){
validate135.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/3/properties/type/enum",keyword:"enum",params:{allowedValues: schema64.oneOf[3].properties.type.enum}}];
return false;
}
var valid15 = _errs43 === errors;
}
else {
var valid15 = true;
}
}
}
}
else {
validate135.errors = [{instancePath,schemaPath:"#/oneOf/3/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else {
validate135.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate135.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
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


function validate134(data, instancePath=""){
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
if(!(validate135(data[i0], instancePath+"/" + i0))){
vErrors = vErrors === null ? validate135.errors : vErrors.concat(validate135.errors);
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
validate134.errors = vErrors;
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
validate134.errors = vErrors;
return errors === 0;
}

const schema65 = {"oneOf":[{"properties":{"command":{"type":"string"},"name":{"type":"string"},"path":{"$ref":"#/definitions/v2/LegacyAppPathString"},"type":{"enum":["read"],"type":"string"}},"required":["command","name","path","type"],"type":"object"},{"properties":{"command":{"type":"string"},"path":{"type":["string","null"]},"type":{"enum":["listFiles"],"type":"string"}},"required":["command","type"],"type":"object"},{"properties":{"command":{"type":"string"},"path":{"type":["string","null"]},"query":{"type":["string","null"]},"type":{"enum":["search"],"type":"string"}},"required":["command","type"],"type":"object"},{"properties":{"command":{"type":"string"},"type":{"enum":["unknown"],"type":"string"}},"required":["command","type"],"type":"object"}],"type":"object","discriminator":{"propertyName":"type"}};

function validate139(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "read"){
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.command === undefined) && (missing0 = "command")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.path === undefined) && (missing0 = "path"))) || ((data.type === undefined) && (missing0 = "type"))){
validate139.errors = [{instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.command !== undefined){
const _errs4 = errors;
if(typeof data.command !== "string"){
validate139.errors = [{instancePath:instancePath+"/command",schemaPath:"#/oneOf/0/properties/command/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.name !== undefined){
const _errs6 = errors;
if(typeof data.name !== "string"){
validate139.errors = [{instancePath:instancePath+"/name",schemaPath:"#/oneOf/0/properties/name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.path !== undefined){
const _errs8 = errors;
if(!(validate54(data.path, instancePath+"/path"))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.type !== undefined){
let data3 = data.type;
const _errs9 = errors;
if(typeof data3 !== "string"){
validate139.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data3 === "read")){
validate139.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/enum",keyword:"enum",params:{allowedValues: schema65.oneOf[0].properties.type.enum}}];
return false;
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
else {
validate139.errors = [{instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "listFiles"){
const _errs11 = errors;
if(errors === _errs11){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.command === undefined) && (missing1 = "command")) || ((data.type === undefined) && (missing1 = "type"))){
validate139.errors = [{instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data.command !== undefined){
const _errs13 = errors;
if(typeof data.command !== "string"){
validate139.errors = [{instancePath:instancePath+"/command",schemaPath:"#/oneOf/1/properties/command/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid4 = _errs13 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.path !== undefined){
let data5 = data.path;
const _errs15 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate139.errors = [{instancePath:instancePath+"/path",schemaPath:"#/oneOf/1/properties/path/type",keyword:"type",params:{type: schema65.oneOf[1].properties.path.type}}];
return false;
}
var valid4 = _errs15 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.type !== undefined){
let data6 = data.type;
const _errs17 = errors;
if(typeof data6 !== "string"){
validate139.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data6 === "listFiles")){
validate139.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/enum",keyword:"enum",params:{allowedValues: schema65.oneOf[1].properties.type.enum}}];
return false;
}
var valid4 = _errs17 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
else {
validate139.errors = [{instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "search"){
const _errs19 = errors;
if(errors === _errs19){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if(((data.command === undefined) && (missing2 = "command")) || ((data.type === undefined) && (missing2 = "type"))){
validate139.errors = [{instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
if(data.command !== undefined){
const _errs21 = errors;
if(typeof data.command !== "string"){
validate139.errors = [{instancePath:instancePath+"/command",schemaPath:"#/oneOf/2/properties/command/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid6 = _errs21 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.path !== undefined){
let data8 = data.path;
const _errs23 = errors;
if((typeof data8 !== "string") && (data8 !== null)){
validate139.errors = [{instancePath:instancePath+"/path",schemaPath:"#/oneOf/2/properties/path/type",keyword:"type",params:{type: schema65.oneOf[2].properties.path.type}}];
return false;
}
var valid6 = _errs23 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.query !== undefined){
let data9 = data.query;
const _errs25 = errors;
if((typeof data9 !== "string") && (data9 !== null)){
validate139.errors = [{instancePath:instancePath+"/query",schemaPath:"#/oneOf/2/properties/query/type",keyword:"type",params:{type: schema65.oneOf[2].properties.query.type}}];
return false;
}
var valid6 = _errs25 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.type !== undefined){
let data10 = data.type;
const _errs27 = errors;
if(typeof data10 !== "string"){
validate139.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/2/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data10 === "search")){
validate139.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/2/properties/type/enum",keyword:"enum",params:{allowedValues: schema65.oneOf[2].properties.type.enum}}];
return false;
}
var valid6 = _errs27 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
}
else {
validate139.errors = [{instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "unknown"){
const _errs29 = errors;
if(errors === _errs29){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if(((data.command === undefined) && (missing3 = "command")) || ((data.type === undefined) && (missing3 = "type"))){
validate139.errors = [{instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: missing3}}];
return false;
}
else {
if(data.command !== undefined){
const _errs31 = errors;
if(typeof data.command !== "string"){
validate139.errors = [{instancePath:instancePath+"/command",schemaPath:"#/oneOf/3/properties/command/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid8 = _errs31 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data.type !== undefined){
let data12 = data.type;
const _errs33 = errors;
if(typeof data12 !== "string"){
validate139.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/3/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data12 === "unknown")){
validate139.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/3/properties/type/enum",keyword:"enum",params:{allowedValues: schema65.oneOf[3].properties.type.enum}}];
return false;
}
var valid8 = _errs33 === errors;
}
else {
var valid8 = true;
}
}
}
}
else {
validate139.errors = [{instancePath,schemaPath:"#/oneOf/3/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else {
validate139.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate139.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
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

const schema66 = {"enum":["agent","userShell","unifiedExecStartup","unifiedExecInteraction"],"type":"string"};

function validate143(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate143.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data === "agent") || (data === "userShell")) || (data === "unifiedExecStartup")) || (data === "unifiedExecInteraction"))){
validate143.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema66.enum}}];
return false;
}
validate143.errors = vErrors;
return errors === 0;
}

const schema67 = {"enum":["inProgress","completed","failed","declined"],"type":"string"};

function validate145(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate145.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data === "inProgress") || (data === "completed")) || (data === "failed")) || (data === "declined"))){
validate145.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema67.enum}}];
return false;
}
validate145.errors = vErrors;
return errors === 0;
}

const schema68 = {"properties":{"diff":{"type":"string"},"kind":{"$ref":"#/definitions/v2/PatchChangeKind"},"path":{"type":"string"}},"required":["diff","kind","path"],"type":"object"};
const schema69 = {"oneOf":[{"properties":{"type":{"enum":["add"],"type":"string"}},"required":["type"],"type":"object"},{"properties":{"type":{"enum":["delete"],"type":"string"}},"required":["type"],"type":"object"},{"properties":{"move_path":{"type":["string","null"]},"type":{"enum":["update"],"type":"string"}},"required":["type"],"type":"object"}],"type":"object","discriminator":{"propertyName":"type"}};

function validate148(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "add"){
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate148.errors = [{instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
validate148.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data0 === "add")){
validate148.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/enum",keyword:"enum",params:{allowedValues: schema69.oneOf[0].properties.type.enum}}];
return false;
}
}
}
}
else {
validate148.errors = [{instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "delete"){
const _errs6 = errors;
if(errors === _errs6){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.type === undefined) && (missing1 = "type")){
validate148.errors = [{instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data.type !== undefined){
let data1 = data.type;
if(typeof data1 !== "string"){
validate148.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data1 === "delete")){
validate148.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/enum",keyword:"enum",params:{allowedValues: schema69.oneOf[1].properties.type.enum}}];
return false;
}
}
}
}
else {
validate148.errors = [{instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "update"){
const _errs10 = errors;
if(errors === _errs10){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.type === undefined) && (missing2 = "type")){
validate148.errors = [{instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
if(data.move_path !== undefined){
let data2 = data.move_path;
const _errs12 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate148.errors = [{instancePath:instancePath+"/move_path",schemaPath:"#/oneOf/2/properties/move_path/type",keyword:"type",params:{type: schema69.oneOf[2].properties.move_path.type}}];
return false;
}
var valid6 = _errs12 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.type !== undefined){
let data3 = data.type;
const _errs14 = errors;
if(typeof data3 !== "string"){
validate148.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/2/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data3 === "update")){
validate148.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/2/properties/type/enum",keyword:"enum",params:{allowedValues: schema69.oneOf[2].properties.type.enum}}];
return false;
}
var valid6 = _errs14 === errors;
}
else {
var valid6 = true;
}
}
}
}
else {
validate148.errors = [{instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else {
validate148.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate148.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
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


function validate147(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.diff === undefined) && (missing0 = "diff")) || ((data.kind === undefined) && (missing0 = "kind"))) || ((data.path === undefined) && (missing0 = "path"))){
validate147.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.diff !== undefined){
const _errs1 = errors;
if(typeof data.diff !== "string"){
validate147.errors = [{instancePath:instancePath+"/diff",schemaPath:"#/properties/diff/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate148(data.kind, instancePath+"/kind"))){
vErrors = vErrors === null ? validate148.errors : vErrors.concat(validate148.errors);
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
validate147.errors = [{instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"}}];
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
validate147.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate147.errors = vErrors;
return errors === 0;
}

const schema70 = {"enum":["inProgress","completed","failed","declined"],"type":"string"};

function validate151(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate151.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data === "inProgress") || (data === "completed")) || (data === "failed")) || (data === "declined"))){
validate151.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema70.enum}}];
return false;
}
validate151.errors = vErrors;
return errors === 0;
}

const schema71 = {"properties":{"actionName":{"type":["string","null"]},"appName":{"type":["string","null"]},"connectorId":{"type":"string"},"linkId":{"type":["string","null"]},"resourceUri":{"type":["string","null"]}},"required":["connectorId"],"type":"object"};

function validate153(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.connectorId === undefined) && (missing0 = "connectorId")){
validate153.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.actionName !== undefined){
let data0 = data.actionName;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate153.errors = [{instancePath:instancePath+"/actionName",schemaPath:"#/properties/actionName/type",keyword:"type",params:{type: schema71.properties.actionName.type}}];
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
validate153.errors = [{instancePath:instancePath+"/appName",schemaPath:"#/properties/appName/type",keyword:"type",params:{type: schema71.properties.appName.type}}];
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
validate153.errors = [{instancePath:instancePath+"/connectorId",schemaPath:"#/properties/connectorId/type",keyword:"type",params:{type: "string"}}];
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
validate153.errors = [{instancePath:instancePath+"/linkId",schemaPath:"#/properties/linkId/type",keyword:"type",params:{type: schema71.properties.linkId.type}}];
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
validate153.errors = [{instancePath:instancePath+"/resourceUri",schemaPath:"#/properties/resourceUri/type",keyword:"type",params:{type: schema71.properties.resourceUri.type}}];
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
validate153.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate153.errors = vErrors;
return errors === 0;
}

const schema72 = {"properties":{"message":{"type":"string"}},"required":["message"],"type":"object"};

function validate155(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.message === undefined) && (missing0 = "message")){
validate155.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.message !== undefined){
if(typeof data.message !== "string"){
validate155.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"}}];
return false;
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

const schema73 = {"properties":{"preferredModelDisplayMode":{"$ref":"#/definitions/v2/McpAppDisplayMode"},"resourceUri":{"type":"string"}},"required":["preferredModelDisplayMode","resourceUri"],"type":"object"};
const schema74 = {"enum":["inline","fullscreen"],"type":"string"};

function validate158(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate158.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "inline") || (data === "fullscreen"))){
validate158.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema74.enum}}];
return false;
}
validate158.errors = vErrors;
return errors === 0;
}


function validate157(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.preferredModelDisplayMode === undefined) && (missing0 = "preferredModelDisplayMode")) || ((data.resourceUri === undefined) && (missing0 = "resourceUri"))){
validate157.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.preferredModelDisplayMode !== undefined){
const _errs1 = errors;
if(!(validate158(data.preferredModelDisplayMode, instancePath+"/preferredModelDisplayMode"))){
vErrors = vErrors === null ? validate158.errors : vErrors.concat(validate158.errors);
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
validate157.errors = [{instancePath:instancePath+"/resourceUri",schemaPath:"#/properties/resourceUri/type",keyword:"type",params:{type: "string"}}];
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
validate157.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate157.errors = vErrors;
return errors === 0;
}

const schema75 = {"properties":{"_meta":true,"content":{"items":true,"type":"array"},"structuredContent":true},"required":["content"],"type":"object"};

function validate161(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.content === undefined) && (missing0 = "content")){
validate161.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.content !== undefined){
const _errs1 = errors;
if(errors === _errs1){
if(!(Array.isArray(data.content))){
validate161.errors = [{instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "array"}}];
return false;
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

const schema76 = {"enum":["inProgress","completed","failed"],"type":"string"};

function validate163(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate163.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data === "inProgress") || (data === "completed")) || (data === "failed"))){
validate163.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema76.enum}}];
return false;
}
validate163.errors = vErrors;
return errors === 0;
}

const schema77 = {"oneOf":[{"properties":{"text":{"type":"string"},"type":{"enum":["inputText"],"type":"string"}},"required":["text","type"],"type":"object"},{"properties":{"imageUrl":{"type":"string"},"type":{"enum":["inputImage"],"type":"string"}},"required":["imageUrl","type"],"type":"object"},{"properties":{"audioUrl":{"type":"string"},"type":{"enum":["inputAudio"],"type":"string"}},"required":["audioUrl","type"],"type":"object"}],"type":"object","discriminator":{"propertyName":"type"}};

function validate165(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "inputText"){
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.text === undefined) && (missing0 = "text")) || ((data.type === undefined) && (missing0 = "type"))){
validate165.errors = [{instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.text !== undefined){
const _errs4 = errors;
if(typeof data.text !== "string"){
validate165.errors = [{instancePath:instancePath+"/text",schemaPath:"#/oneOf/0/properties/text/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.type !== undefined){
let data1 = data.type;
const _errs6 = errors;
if(typeof data1 !== "string"){
validate165.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data1 === "inputText")){
validate165.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/enum",keyword:"enum",params:{allowedValues: schema77.oneOf[0].properties.type.enum}}];
return false;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate165.errors = [{instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "inputImage"){
const _errs8 = errors;
if(errors === _errs8){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.imageUrl === undefined) && (missing1 = "imageUrl")) || ((data.type === undefined) && (missing1 = "type"))){
validate165.errors = [{instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data.imageUrl !== undefined){
const _errs10 = errors;
if(typeof data.imageUrl !== "string"){
validate165.errors = [{instancePath:instancePath+"/imageUrl",schemaPath:"#/oneOf/1/properties/imageUrl/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid4 = _errs10 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.type !== undefined){
let data3 = data.type;
const _errs12 = errors;
if(typeof data3 !== "string"){
validate165.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data3 === "inputImage")){
validate165.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/enum",keyword:"enum",params:{allowedValues: schema77.oneOf[1].properties.type.enum}}];
return false;
}
var valid4 = _errs12 === errors;
}
else {
var valid4 = true;
}
}
}
}
else {
validate165.errors = [{instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "inputAudio"){
const _errs14 = errors;
if(errors === _errs14){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if(((data.audioUrl === undefined) && (missing2 = "audioUrl")) || ((data.type === undefined) && (missing2 = "type"))){
validate165.errors = [{instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
if(data.audioUrl !== undefined){
const _errs16 = errors;
if(typeof data.audioUrl !== "string"){
validate165.errors = [{instancePath:instancePath+"/audioUrl",schemaPath:"#/oneOf/2/properties/audioUrl/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid6 = _errs16 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.type !== undefined){
let data5 = data.type;
const _errs18 = errors;
if(typeof data5 !== "string"){
validate165.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/2/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data5 === "inputAudio")){
validate165.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/2/properties/type/enum",keyword:"enum",params:{allowedValues: schema77.oneOf[2].properties.type.enum}}];
return false;
}
var valid6 = _errs18 === errors;
}
else {
var valid6 = true;
}
}
}
}
else {
validate165.errors = [{instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else {
validate165.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate165.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
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

const schema78 = {"enum":["inProgress","completed","failed"],"type":"string"};

function validate167(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate167.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data === "inProgress") || (data === "completed")) || (data === "failed"))){
validate167.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema78.enum}}];
return false;
}
validate167.errors = vErrors;
return errors === 0;
}

const schema79 = {"properties":{"message":{"type":["string","null"]},"status":{"$ref":"#/definitions/v2/CollabAgentStatus"}},"required":["status"],"type":"object"};
const schema80 = {"enum":["pendingInit","running","interrupted","completed","errored","shutdown","notFound"],"type":"string"};

function validate170(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate170.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((((((data === "pendingInit") || (data === "running")) || (data === "interrupted")) || (data === "completed")) || (data === "errored")) || (data === "shutdown")) || (data === "notFound"))){
validate170.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema80.enum}}];
return false;
}
validate170.errors = vErrors;
return errors === 0;
}


function validate169(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.status === undefined) && (missing0 = "status")){
validate169.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.message !== undefined){
let data0 = data.message;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate169.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: schema79.properties.message.type}}];
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
if(!(validate170(data.status, instancePath+"/status"))){
vErrors = vErrors === null ? validate170.errors : vErrors.concat(validate170.errors);
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
validate169.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate169.errors = vErrors;
return errors === 0;
}

const schema81 = {"enum":["inProgress","completed","failed","interrupted"],"type":"string"};

function validate174(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate174.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data === "inProgress") || (data === "completed")) || (data === "failed")) || (data === "interrupted"))){
validate174.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema81.enum}}];
return false;
}
validate174.errors = vErrors;
return errors === 0;
}

const schema82 = {"enum":["spawnAgent","sendInput","resumeAgent","wait","closeAgent","sendMessage","followupTask","interruptAgent","listAgents"],"type":"string"};

function validate176(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate176.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((((((((data === "spawnAgent") || (data === "sendInput")) || (data === "resumeAgent")) || (data === "wait")) || (data === "closeAgent")) || (data === "sendMessage")) || (data === "followupTask")) || (data === "interruptAgent")) || (data === "listAgents"))){
validate176.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema82.enum}}];
return false;
}
validate176.errors = vErrors;
return errors === 0;
}

const schema83 = {"enum":["started","interacted","interrupted","completed"],"type":"string"};

function validate178(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate178.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data === "started") || (data === "interacted")) || (data === "interrupted")) || (data === "completed"))){
validate178.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema83.enum}}];
return false;
}
validate178.errors = vErrors;
return errors === 0;
}

const schema84 = {"oneOf":[{"properties":{"queries":{"items":{"type":"string"},"type":["array","null"]},"query":{"type":["string","null"]},"type":{"enum":["search"],"type":"string"}},"required":["type"],"type":"object"},{"properties":{"type":{"enum":["openPage"],"type":"string"},"url":{"type":["string","null"]}},"required":["type"],"type":"object"},{"properties":{"pattern":{"type":["string","null"]},"type":{"enum":["findInPage"],"type":"string"},"url":{"type":["string","null"]}},"required":["type"],"type":"object"},{"properties":{"type":{"enum":["other"],"type":"string"}},"required":["type"],"type":"object"}],"type":"object","discriminator":{"propertyName":"type"}};

function validate181(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "search"){
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate181.errors = [{instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.queries !== undefined){
let data0 = data.queries;
const _errs4 = errors;
if((!(Array.isArray(data0))) && (data0 !== null)){
validate181.errors = [{instancePath:instancePath+"/queries",schemaPath:"#/oneOf/0/properties/queries/type",keyword:"type",params:{type: schema84.oneOf[0].properties.queries.type}}];
return false;
}
if(errors === _errs4){
if(Array.isArray(data0)){
var valid3 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs6 = errors;
if(typeof data0[i0] !== "string"){
validate181.errors = [{instancePath:instancePath+"/queries/" + i0,schemaPath:"#/oneOf/0/properties/queries/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid3 = _errs6 === errors;
if(!valid3){
break;
}
}
}
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.query !== undefined){
let data2 = data.query;
const _errs8 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate181.errors = [{instancePath:instancePath+"/query",schemaPath:"#/oneOf/0/properties/query/type",keyword:"type",params:{type: schema84.oneOf[0].properties.query.type}}];
return false;
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.type !== undefined){
let data3 = data.type;
const _errs10 = errors;
if(typeof data3 !== "string"){
validate181.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data3 === "search")){
validate181.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/enum",keyword:"enum",params:{allowedValues: schema84.oneOf[0].properties.type.enum}}];
return false;
}
var valid2 = _errs10 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate181.errors = [{instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "openPage"){
const _errs12 = errors;
if(errors === _errs12){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.type === undefined) && (missing1 = "type")){
validate181.errors = [{instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data.type !== undefined){
let data4 = data.type;
const _errs14 = errors;
if(typeof data4 !== "string"){
validate181.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data4 === "openPage")){
validate181.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/enum",keyword:"enum",params:{allowedValues: schema84.oneOf[1].properties.type.enum}}];
return false;
}
var valid5 = _errs14 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.url !== undefined){
let data5 = data.url;
const _errs16 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate181.errors = [{instancePath:instancePath+"/url",schemaPath:"#/oneOf/1/properties/url/type",keyword:"type",params:{type: schema84.oneOf[1].properties.url.type}}];
return false;
}
var valid5 = _errs16 === errors;
}
else {
var valid5 = true;
}
}
}
}
else {
validate181.errors = [{instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "findInPage"){
const _errs18 = errors;
if(errors === _errs18){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.type === undefined) && (missing2 = "type")){
validate181.errors = [{instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
if(data.pattern !== undefined){
let data6 = data.pattern;
const _errs20 = errors;
if((typeof data6 !== "string") && (data6 !== null)){
validate181.errors = [{instancePath:instancePath+"/pattern",schemaPath:"#/oneOf/2/properties/pattern/type",keyword:"type",params:{type: schema84.oneOf[2].properties.pattern.type}}];
return false;
}
var valid7 = _errs20 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data.type !== undefined){
let data7 = data.type;
const _errs22 = errors;
if(typeof data7 !== "string"){
validate181.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/2/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data7 === "findInPage")){
validate181.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/2/properties/type/enum",keyword:"enum",params:{allowedValues: schema84.oneOf[2].properties.type.enum}}];
return false;
}
var valid7 = _errs22 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data.url !== undefined){
let data8 = data.url;
const _errs24 = errors;
if((typeof data8 !== "string") && (data8 !== null)){
validate181.errors = [{instancePath:instancePath+"/url",schemaPath:"#/oneOf/2/properties/url/type",keyword:"type",params:{type: schema84.oneOf[2].properties.url.type}}];
return false;
}
var valid7 = _errs24 === errors;
}
else {
var valid7 = true;
}
}
}
}
}
else {
validate181.errors = [{instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "other"){
const _errs26 = errors;
if(errors === _errs26){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.type === undefined) && (missing3 = "type")){
validate181.errors = [{instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: missing3}}];
return false;
}
else {
if(data.type !== undefined){
let data9 = data.type;
if(typeof data9 !== "string"){
validate181.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/3/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data9 === "other")){
validate181.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/3/properties/type/enum",keyword:"enum",params:{allowedValues: schema84.oneOf[3].properties.type.enum}}];
return false;
}
}
}
}
else {
validate181.errors = [{instancePath,schemaPath:"#/oneOf/3/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else {
validate181.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate181.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
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

const schema85 = {"oneOf":[{"properties":{"limitId":{"type":"string"},"resetsAt":{"format":"int64","type":["integer","null"]},"type":{"enum":["usageLimitExceeded"],"type":"string"}},"required":["limitId","type"],"type":"object"}]};

function validate184(data, instancePath=""){
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
const err2 = {instancePath:instancePath+"/resetsAt",schemaPath:"#/oneOf/0/properties/resetsAt/type",keyword:"type",params:{type: schema85.oneOf[0].properties.resetsAt.type}};
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
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/enum",keyword:"enum",params:{allowedValues: schema85.oneOf[0].properties.type.enum}};
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
validate184.errors = vErrors;
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
validate184.errors = vErrors;
return errors === 0;
}

const schema86 = {"properties":{"path":{"$ref":"#/definitions/v2/AbsolutePathBuf"},"sha256":{"type":"string"}},"required":["path","sha256"],"type":"object"};

function validate186(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.path === undefined) && (missing0 = "path")) || ((data.sha256 === undefined) && (missing0 = "sha256"))){
validate186.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
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
validate186.errors = [{instancePath:instancePath+"/sha256",schemaPath:"#/properties/sha256/type",keyword:"type",params:{type: "string"}}];
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
validate186.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate186.errors = vErrors;
return errors === 0;
}


function validate98(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.completedAtMs !== undefined){
let data0 = data.completedAtMs;
const _errs2 = errors;
if((!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))) && (data0 !== null)){
validate98.errors = [{instancePath:instancePath+"/completedAtMs",schemaPath:"#/properties/completedAtMs/type",keyword:"type",params:{type: schema45.properties.completedAtMs.type}}];
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
validate98.errors = [{instancePath:instancePath+"/startedAtMs",schemaPath:"#/properties/startedAtMs/type",keyword:"type",params:{type: schema45.properties.startedAtMs.type}}];
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
const _errs6 = errors;
if(errors === _errs6){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.content === undefined) && (missing0 = "content")) || ((data.id === undefined) && (missing0 = "id"))) || ((data.type === undefined) && (missing0 = "type"))){
validate98.errors = [{instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.clientId !== undefined){
let data2 = data.clientId;
const _errs8 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate98.errors = [{instancePath:instancePath+"/clientId",schemaPath:"#/oneOf/0/properties/clientId/type",keyword:"type",params:{type: schema45.oneOf[0].properties.clientId.type}}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.content !== undefined){
let data3 = data.content;
const _errs10 = errors;
if(errors === _errs10){
if(Array.isArray(data3)){
var valid4 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs12 = errors;
if(!(validate99(data3[i0], instancePath+"/content/" + i0))){
vErrors = vErrors === null ? validate99.errors : vErrors.concat(validate99.errors);
errors = vErrors.length;
}
var valid4 = _errs12 === errors;
if(!valid4){
break;
}
}
}
else {
validate98.errors = [{instancePath:instancePath+"/content",schemaPath:"#/oneOf/0/properties/content/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.id !== undefined){
const _errs13 = errors;
if(typeof data.id !== "string"){
validate98.errors = [{instancePath:instancePath+"/id",schemaPath:"#/oneOf/0/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid3 = _errs13 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.type !== undefined){
let data6 = data.type;
const _errs15 = errors;
if(typeof data6 !== "string"){
validate98.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data6 === "userMessage")){
validate98.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/enum",keyword:"enum",params:{allowedValues: schema45.oneOf[0].properties.type.enum}}];
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
}
}
else {
validate98.errors = [{instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "hookPrompt"){
const _errs17 = errors;
if(errors === _errs17){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((((data.fragments === undefined) && (missing1 = "fragments")) || ((data.id === undefined) && (missing1 = "id"))) || ((data.type === undefined) && (missing1 = "type"))){
validate98.errors = [{instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data.fragments !== undefined){
let data7 = data.fragments;
const _errs19 = errors;
if(errors === _errs19){
if(Array.isArray(data7)){
var valid7 = true;
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
const _errs21 = errors;
if(!(validate108(data7[i1], instancePath+"/fragments/" + i1))){
vErrors = vErrors === null ? validate108.errors : vErrors.concat(validate108.errors);
errors = vErrors.length;
}
var valid7 = _errs21 === errors;
if(!valid7){
break;
}
}
}
else {
validate98.errors = [{instancePath:instancePath+"/fragments",schemaPath:"#/oneOf/1/properties/fragments/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid6 = _errs19 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.id !== undefined){
const _errs22 = errors;
if(typeof data.id !== "string"){
validate98.errors = [{instancePath:instancePath+"/id",schemaPath:"#/oneOf/1/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid6 = _errs22 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.type !== undefined){
let data10 = data.type;
const _errs24 = errors;
if(typeof data10 !== "string"){
validate98.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data10 === "hookPrompt")){
validate98.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/enum",keyword:"enum",params:{allowedValues: schema45.oneOf[1].properties.type.enum}}];
return false;
}
var valid6 = _errs24 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
else {
validate98.errors = [{instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "agentMessage"){
const _errs26 = errors;
if(errors === _errs26){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((((data.id === undefined) && (missing2 = "id")) || ((data.text === undefined) && (missing2 = "text"))) || ((data.type === undefined) && (missing2 = "type"))){
validate98.errors = [{instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
if(data.delivery !== undefined){
let data11 = data.delivery;
const _errs28 = errors;
const _errs29 = errors;
let valid10 = true;
const _errs30 = errors;
if(data11 !== null){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs30 === errors;
errors = _errs29;
if(vErrors !== null){
if(_errs29){
vErrors.length = _errs29;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs32 = errors;
if(!(validate110(data11, instancePath+"/delivery"))){
vErrors = vErrors === null ? validate110.errors : vErrors.concat(validate110.errors);
errors = vErrors.length;
}
var _valid0 = _errs32 === errors;
valid10 = _valid0;
}
if(!valid10){
const err1 = {instancePath:instancePath+"/delivery",schemaPath:"#/oneOf/2/properties/delivery/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate98.errors = vErrors;
return false;
}
var valid9 = _errs28 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data.id !== undefined){
const _errs33 = errors;
if(typeof data.id !== "string"){
validate98.errors = [{instancePath:instancePath+"/id",schemaPath:"#/oneOf/2/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid9 = _errs33 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data.memoryCitation !== undefined){
let data13 = data.memoryCitation;
const _errs35 = errors;
const _errs36 = errors;
let valid11 = true;
const _errs37 = errors;
if(data13 !== null){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs37 === errors;
errors = _errs36;
if(vErrors !== null){
if(_errs36){
vErrors.length = _errs36;
}
else {
vErrors = null;
}
}
if(!_valid1){
const _errs39 = errors;
if(!(validate112(data13, instancePath+"/memoryCitation"))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
errors = vErrors.length;
}
var _valid1 = _errs39 === errors;
valid11 = _valid1;
}
if(!valid11){
const err3 = {instancePath:instancePath+"/memoryCitation",schemaPath:"#/oneOf/2/properties/memoryCitation/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate98.errors = vErrors;
return false;
}
var valid9 = _errs35 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data.moderation !== undefined){
let data14 = data.moderation;
const _errs40 = errors;
const _errs41 = errors;
let valid12 = true;
const _errs42 = errors;
if(data14 !== null){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid2 = _errs42 === errors;
errors = _errs41;
if(vErrors !== null){
if(_errs41){
vErrors.length = _errs41;
}
else {
vErrors = null;
}
}
if(!_valid2){
const _errs44 = errors;
if(!(validate116(data14, instancePath+"/moderation"))){
vErrors = vErrors === null ? validate116.errors : vErrors.concat(validate116.errors);
errors = vErrors.length;
}
var _valid2 = _errs44 === errors;
valid12 = _valid2;
}
if(!valid12){
const err5 = {instancePath:instancePath+"/moderation",schemaPath:"#/oneOf/2/properties/moderation/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate98.errors = vErrors;
return false;
}
var valid9 = _errs40 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data.phase !== undefined){
let data15 = data.phase;
const _errs45 = errors;
const _errs46 = errors;
let valid13 = true;
const _errs47 = errors;
if(data15 !== null){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid3 = _errs47 === errors;
errors = _errs46;
if(vErrors !== null){
if(_errs46){
vErrors.length = _errs46;
}
else {
vErrors = null;
}
}
if(!_valid3){
const _errs49 = errors;
if(!(validate130(data15, instancePath+"/phase"))){
vErrors = vErrors === null ? validate130.errors : vErrors.concat(validate130.errors);
errors = vErrors.length;
}
var _valid3 = _errs49 === errors;
valid13 = _valid3;
}
if(!valid13){
const err7 = {instancePath:instancePath+"/phase",schemaPath:"#/oneOf/2/properties/phase/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate98.errors = vErrors;
return false;
}
var valid9 = _errs45 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data.questions !== undefined){
let data16 = data.questions;
const _errs50 = errors;
if((!(Array.isArray(data16))) && (data16 !== null)){
validate98.errors = [{instancePath:instancePath+"/questions",schemaPath:"#/oneOf/2/properties/questions/type",keyword:"type",params:{type: schema45.oneOf[2].properties.questions.type}}];
return false;
}
if(errors === _errs50){
if(Array.isArray(data16)){
var valid14 = true;
const len2 = data16.length;
for(let i2=0; i2<len2; i2++){
const _errs52 = errors;
if(!(validate132(data16[i2], instancePath+"/questions/" + i2))){
vErrors = vErrors === null ? validate132.errors : vErrors.concat(validate132.errors);
errors = vErrors.length;
}
var valid14 = _errs52 === errors;
if(!valid14){
break;
}
}
}
}
var valid9 = _errs50 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data.text !== undefined){
const _errs53 = errors;
if(typeof data.text !== "string"){
validate98.errors = [{instancePath:instancePath+"/text",schemaPath:"#/oneOf/2/properties/text/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid9 = _errs53 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data.type !== undefined){
let data19 = data.type;
const _errs55 = errors;
if(typeof data19 !== "string"){
validate98.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/2/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data19 === "agentMessage")){
validate98.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/2/properties/type/enum",keyword:"enum",params:{allowedValues: schema45.oneOf[2].properties.type.enum}}];
return false;
}
var valid9 = _errs55 === errors;
}
else {
var valid9 = true;
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
validate98.errors = [{instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "functionCallOutput"){
const _errs57 = errors;
if(errors === _errs57){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if(((((data.id === undefined) && (missing3 = "id")) || ((data.name === undefined) && (missing3 = "name"))) || ((data.output === undefined) && (missing3 = "output"))) || ((data.type === undefined) && (missing3 = "type"))){
validate98.errors = [{instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: missing3}}];
return false;
}
else {
if(data.id !== undefined){
const _errs59 = errors;
if(typeof data.id !== "string"){
validate98.errors = [{instancePath:instancePath+"/id",schemaPath:"#/oneOf/3/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid16 = _errs59 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data.name !== undefined){
const _errs61 = errors;
if(typeof data.name !== "string"){
validate98.errors = [{instancePath:instancePath+"/name",schemaPath:"#/oneOf/3/properties/name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid16 = _errs61 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data.namespace !== undefined){
let data22 = data.namespace;
const _errs63 = errors;
if((typeof data22 !== "string") && (data22 !== null)){
validate98.errors = [{instancePath:instancePath+"/namespace",schemaPath:"#/oneOf/3/properties/namespace/type",keyword:"type",params:{type: schema45.oneOf[3].properties.namespace.type}}];
return false;
}
var valid16 = _errs63 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data.output !== undefined){
const _errs65 = errors;
if(!(validate134(data.output, instancePath+"/output"))){
vErrors = vErrors === null ? validate134.errors : vErrors.concat(validate134.errors);
errors = vErrors.length;
}
var valid16 = _errs65 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data.type !== undefined){
let data24 = data.type;
const _errs66 = errors;
if(typeof data24 !== "string"){
validate98.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/3/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data24 === "functionCallOutput")){
validate98.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/3/properties/type/enum",keyword:"enum",params:{allowedValues: schema45.oneOf[3].properties.type.enum}}];
return false;
}
var valid16 = _errs66 === errors;
}
else {
var valid16 = true;
}
}
}
}
}
}
}
else {
validate98.errors = [{instancePath,schemaPath:"#/oneOf/3/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "plan"){
const _errs68 = errors;
if(errors === _errs68){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((((data.id === undefined) && (missing4 = "id")) || ((data.text === undefined) && (missing4 = "text"))) || ((data.type === undefined) && (missing4 = "type"))){
validate98.errors = [{instancePath,schemaPath:"#/oneOf/4/required",keyword:"required",params:{missingProperty: missing4}}];
return false;
}
else {
if(data.id !== undefined){
const _errs70 = errors;
if(typeof data.id !== "string"){
validate98.errors = [{instancePath:instancePath+"/id",schemaPath:"#/oneOf/4/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid18 = _errs70 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data.text !== undefined){
const _errs72 = errors;
if(typeof data.text !== "string"){
validate98.errors = [{instancePath:instancePath+"/text",schemaPath:"#/oneOf/4/properties/text/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid18 = _errs72 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data.type !== undefined){
let data27 = data.type;
const _errs74 = errors;
if(typeof data27 !== "string"){
validate98.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/4/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data27 === "plan")){
validate98.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/4/properties/type/enum",keyword:"enum",params:{allowedValues: schema45.oneOf[4].properties.type.enum}}];
return false;
}
var valid18 = _errs74 === errors;
}
else {
var valid18 = true;
}
}
}
}
}
else {
validate98.errors = [{instancePath,schemaPath:"#/oneOf/4/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "reasoning"){
const _errs76 = errors;
if(errors === _errs76){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
if(((data.id === undefined) && (missing5 = "id")) || ((data.type === undefined) && (missing5 = "type"))){
validate98.errors = [{instancePath,schemaPath:"#/oneOf/5/required",keyword:"required",params:{missingProperty: missing5}}];
return false;
}
else {
if(data.content !== undefined){
let data28 = data.content;
const _errs78 = errors;
if(errors === _errs78){
if(Array.isArray(data28)){
var valid21 = true;
const len3 = data28.length;
for(let i3=0; i3<len3; i3++){
const _errs80 = errors;
if(typeof data28[i3] !== "string"){
validate98.errors = [{instancePath:instancePath+"/content/" + i3,schemaPath:"#/oneOf/5/properties/content/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid21 = _errs80 === errors;
if(!valid21){
break;
}
}
}
else {
validate98.errors = [{instancePath:instancePath+"/content",schemaPath:"#/oneOf/5/properties/content/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid20 = _errs78 === errors;
}
else {
var valid20 = true;
}
if(valid20){
if(data.id !== undefined){
const _errs82 = errors;
if(typeof data.id !== "string"){
validate98.errors = [{instancePath:instancePath+"/id",schemaPath:"#/oneOf/5/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid20 = _errs82 === errors;
}
else {
var valid20 = true;
}
if(valid20){
if(data.summary !== undefined){
let data31 = data.summary;
const _errs84 = errors;
if(errors === _errs84){
if(Array.isArray(data31)){
var valid22 = true;
const len4 = data31.length;
for(let i4=0; i4<len4; i4++){
const _errs86 = errors;
if(typeof data31[i4] !== "string"){
validate98.errors = [{instancePath:instancePath+"/summary/" + i4,schemaPath:"#/oneOf/5/properties/summary/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid22 = _errs86 === errors;
if(!valid22){
break;
}
}
}
else {
validate98.errors = [{instancePath:instancePath+"/summary",schemaPath:"#/oneOf/5/properties/summary/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid20 = _errs84 === errors;
}
else {
var valid20 = true;
}
if(valid20){
if(data.type !== undefined){
let data33 = data.type;
const _errs88 = errors;
if(typeof data33 !== "string"){
validate98.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/5/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data33 === "reasoning")){
validate98.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/5/properties/type/enum",keyword:"enum",params:{allowedValues: schema45.oneOf[5].properties.type.enum}}];
return false;
}
var valid20 = _errs88 === errors;
}
else {
var valid20 = true;
}
}
}
}
}
}
else {
validate98.errors = [{instancePath,schemaPath:"#/oneOf/5/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "commandExecution"){
const _errs90 = errors;
if(errors === _errs90){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if(((((((data.command === undefined) && (missing6 = "command")) || ((data.commandActions === undefined) && (missing6 = "commandActions"))) || ((data.cwd === undefined) && (missing6 = "cwd"))) || ((data.id === undefined) && (missing6 = "id"))) || ((data.status === undefined) && (missing6 = "status"))) || ((data.type === undefined) && (missing6 = "type"))){
validate98.errors = [{instancePath,schemaPath:"#/oneOf/6/required",keyword:"required",params:{missingProperty: missing6}}];
return false;
}
else {
if(data.aggregatedOutput !== undefined){
let data34 = data.aggregatedOutput;
const _errs92 = errors;
if((typeof data34 !== "string") && (data34 !== null)){
validate98.errors = [{instancePath:instancePath+"/aggregatedOutput",schemaPath:"#/oneOf/6/properties/aggregatedOutput/type",keyword:"type",params:{type: schema45.oneOf[6].properties.aggregatedOutput.type}}];
return false;
}
var valid24 = _errs92 === errors;
}
else {
var valid24 = true;
}
if(valid24){
if(data.command !== undefined){
const _errs94 = errors;
if(typeof data.command !== "string"){
validate98.errors = [{instancePath:instancePath+"/command",schemaPath:"#/oneOf/6/properties/command/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid24 = _errs94 === errors;
}
else {
var valid24 = true;
}
if(valid24){
if(data.commandActions !== undefined){
let data36 = data.commandActions;
const _errs96 = errors;
if(errors === _errs96){
if(Array.isArray(data36)){
var valid25 = true;
const len5 = data36.length;
for(let i5=0; i5<len5; i5++){
const _errs98 = errors;
if(!(validate139(data36[i5], instancePath+"/commandActions/" + i5))){
vErrors = vErrors === null ? validate139.errors : vErrors.concat(validate139.errors);
errors = vErrors.length;
}
var valid25 = _errs98 === errors;
if(!valid25){
break;
}
}
}
else {
validate98.errors = [{instancePath:instancePath+"/commandActions",schemaPath:"#/oneOf/6/properties/commandActions/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid24 = _errs96 === errors;
}
else {
var valid24 = true;
}
if(valid24){
if(data.cwd !== undefined){
const _errs99 = errors;
if(!(validate54(data.cwd, instancePath+"/cwd"))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid24 = _errs99 === errors;
}
else {
var valid24 = true;
}
if(valid24){
if(data.durationMs !== undefined){
let data39 = data.durationMs;
const _errs101 = errors;
if((!((typeof data39 == "number") && (!(data39 % 1) && !isNaN(data39)))) && (data39 !== null)){
validate98.errors = [{instancePath:instancePath+"/durationMs",schemaPath:"#/oneOf/6/properties/durationMs/type",keyword:"type",params:{type: schema45.oneOf[6].properties.durationMs.type}}];
return false;
}
var valid24 = _errs101 === errors;
}
else {
var valid24 = true;
}
if(valid24){
if(data.exitCode !== undefined){
let data40 = data.exitCode;
const _errs103 = errors;
if((!((typeof data40 == "number") && (!(data40 % 1) && !isNaN(data40)))) && (data40 !== null)){
validate98.errors = [{instancePath:instancePath+"/exitCode",schemaPath:"#/oneOf/6/properties/exitCode/type",keyword:"type",params:{type: schema45.oneOf[6].properties.exitCode.type}}];
return false;
}
var valid24 = _errs103 === errors;
}
else {
var valid24 = true;
}
if(valid24){
if(data.id !== undefined){
const _errs105 = errors;
if(typeof data.id !== "string"){
validate98.errors = [{instancePath:instancePath+"/id",schemaPath:"#/oneOf/6/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid24 = _errs105 === errors;
}
else {
var valid24 = true;
}
if(valid24){
if(data.pluginId !== undefined){
let data42 = data.pluginId;
const _errs107 = errors;
if((typeof data42 !== "string") && (data42 !== null)){
validate98.errors = [{instancePath:instancePath+"/pluginId",schemaPath:"#/oneOf/6/properties/pluginId/type",keyword:"type",params:{type: schema45.oneOf[6].properties.pluginId.type}}];
return false;
}
var valid24 = _errs107 === errors;
}
else {
var valid24 = true;
}
if(valid24){
if(data.processId !== undefined){
let data43 = data.processId;
const _errs109 = errors;
if((typeof data43 !== "string") && (data43 !== null)){
validate98.errors = [{instancePath:instancePath+"/processId",schemaPath:"#/oneOf/6/properties/processId/type",keyword:"type",params:{type: schema45.oneOf[6].properties.processId.type}}];
return false;
}
var valid24 = _errs109 === errors;
}
else {
var valid24 = true;
}
if(valid24){
if(data.scriptPath !== undefined){
let data44 = data.scriptPath;
const _errs111 = errors;
if((typeof data44 !== "string") && (data44 !== null)){
validate98.errors = [{instancePath:instancePath+"/scriptPath",schemaPath:"#/oneOf/6/properties/scriptPath/type",keyword:"type",params:{type: schema45.oneOf[6].properties.scriptPath.type}}];
return false;
}
var valid24 = _errs111 === errors;
}
else {
var valid24 = true;
}
if(valid24){
if(data.source !== undefined){
const _errs113 = errors;
if(!(validate143(data.source, instancePath+"/source"))){
vErrors = vErrors === null ? validate143.errors : vErrors.concat(validate143.errors);
errors = vErrors.length;
}
var valid24 = _errs113 === errors;
}
else {
var valid24 = true;
}
if(valid24){
if(data.status !== undefined){
const _errs115 = errors;
if(!(validate145(data.status, instancePath+"/status"))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid24 = _errs115 === errors;
}
else {
var valid24 = true;
}
if(valid24){
if(data.type !== undefined){
let data47 = data.type;
const _errs116 = errors;
if(typeof data47 !== "string"){
validate98.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/6/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data47 === "commandExecution")){
validate98.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/6/properties/type/enum",keyword:"enum",params:{allowedValues: schema45.oneOf[6].properties.type.enum}}];
return false;
}
var valid24 = _errs116 === errors;
}
else {
var valid24 = true;
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
validate98.errors = [{instancePath,schemaPath:"#/oneOf/6/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "fileChange"){
const _errs118 = errors;
if(errors === _errs118){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing7;
if(((((data.changes === undefined) && (missing7 = "changes")) || ((data.id === undefined) && (missing7 = "id"))) || ((data.status === undefined) && (missing7 = "status"))) || ((data.type === undefined) && (missing7 = "type"))){
validate98.errors = [{instancePath,schemaPath:"#/oneOf/7/required",keyword:"required",params:{missingProperty: missing7}}];
return false;
}
else {
if(data.changes !== undefined){
let data48 = data.changes;
const _errs120 = errors;
if(errors === _errs120){
if(Array.isArray(data48)){
var valid30 = true;
const len6 = data48.length;
for(let i6=0; i6<len6; i6++){
const _errs122 = errors;
if(!(validate147(data48[i6], instancePath+"/changes/" + i6))){
vErrors = vErrors === null ? validate147.errors : vErrors.concat(validate147.errors);
errors = vErrors.length;
}
var valid30 = _errs122 === errors;
if(!valid30){
break;
}
}
}
else {
validate98.errors = [{instancePath:instancePath+"/changes",schemaPath:"#/oneOf/7/properties/changes/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid29 = _errs120 === errors;
}
else {
var valid29 = true;
}
if(valid29){
if(data.id !== undefined){
const _errs123 = errors;
if(typeof data.id !== "string"){
validate98.errors = [{instancePath:instancePath+"/id",schemaPath:"#/oneOf/7/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid29 = _errs123 === errors;
}
else {
var valid29 = true;
}
if(valid29){
if(data.status !== undefined){
const _errs125 = errors;
if(!(validate151(data.status, instancePath+"/status"))){
vErrors = vErrors === null ? validate151.errors : vErrors.concat(validate151.errors);
errors = vErrors.length;
}
var valid29 = _errs125 === errors;
}
else {
var valid29 = true;
}
if(valid29){
if(data.type !== undefined){
let data52 = data.type;
const _errs126 = errors;
if(typeof data52 !== "string"){
validate98.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/7/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data52 === "fileChange")){
validate98.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/7/properties/type/enum",keyword:"enum",params:{allowedValues: schema45.oneOf[7].properties.type.enum}}];
return false;
}
var valid29 = _errs126 === errors;
}
else {
var valid29 = true;
}
}
}
}
}
}
else {
validate98.errors = [{instancePath,schemaPath:"#/oneOf/7/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "mcpToolCall"){
const _errs128 = errors;
if(errors === _errs128){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing8;
if(((((((data.arguments === undefined) && (missing8 = "arguments")) || ((data.id === undefined) && (missing8 = "id"))) || ((data.server === undefined) && (missing8 = "server"))) || ((data.status === undefined) && (missing8 = "status"))) || ((data.tool === undefined) && (missing8 = "tool"))) || ((data.type === undefined) && (missing8 = "type"))){
validate98.errors = [{instancePath,schemaPath:"#/oneOf/8/required",keyword:"required",params:{missingProperty: missing8}}];
return false;
}
else {
if(data.appContext !== undefined){
let data53 = data.appContext;
const _errs130 = errors;
const _errs131 = errors;
let valid33 = true;
const _errs132 = errors;
if(data53 !== null){
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid4 = _errs132 === errors;
errors = _errs131;
if(vErrors !== null){
if(_errs131){
vErrors.length = _errs131;
}
else {
vErrors = null;
}
}
if(!_valid4){
const _errs134 = errors;
if(!(validate153(data53, instancePath+"/appContext"))){
vErrors = vErrors === null ? validate153.errors : vErrors.concat(validate153.errors);
errors = vErrors.length;
}
var _valid4 = _errs134 === errors;
valid33 = _valid4;
}
if(!valid33){
const err9 = {instancePath:instancePath+"/appContext",schemaPath:"#/oneOf/8/properties/appContext/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
validate98.errors = vErrors;
return false;
}
var valid32 = _errs130 === errors;
}
else {
var valid32 = true;
}
if(valid32){
if(data.durationMs !== undefined){
let data54 = data.durationMs;
const _errs135 = errors;
if((!((typeof data54 == "number") && (!(data54 % 1) && !isNaN(data54)))) && (data54 !== null)){
validate98.errors = [{instancePath:instancePath+"/durationMs",schemaPath:"#/oneOf/8/properties/durationMs/type",keyword:"type",params:{type: schema45.oneOf[8].properties.durationMs.type}}];
return false;
}
var valid32 = _errs135 === errors;
}
else {
var valid32 = true;
}
if(valid32){
if(data.environmentId !== undefined){
let data55 = data.environmentId;
const _errs137 = errors;
if((typeof data55 !== "string") && (data55 !== null)){
validate98.errors = [{instancePath:instancePath+"/environmentId",schemaPath:"#/oneOf/8/properties/environmentId/type",keyword:"type",params:{type: schema45.oneOf[8].properties.environmentId.type}}];
return false;
}
var valid32 = _errs137 === errors;
}
else {
var valid32 = true;
}
if(valid32){
if(data.error !== undefined){
let data56 = data.error;
const _errs139 = errors;
const _errs140 = errors;
let valid34 = true;
const _errs141 = errors;
if(data56 !== null){
const err10 = {};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid5 = _errs141 === errors;
errors = _errs140;
if(vErrors !== null){
if(_errs140){
vErrors.length = _errs140;
}
else {
vErrors = null;
}
}
if(!_valid5){
const _errs143 = errors;
if(!(validate155(data56, instancePath+"/error"))){
vErrors = vErrors === null ? validate155.errors : vErrors.concat(validate155.errors);
errors = vErrors.length;
}
var _valid5 = _errs143 === errors;
valid34 = _valid5;
}
if(!valid34){
const err11 = {instancePath:instancePath+"/error",schemaPath:"#/oneOf/8/properties/error/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
validate98.errors = vErrors;
return false;
}
var valid32 = _errs139 === errors;
}
else {
var valid32 = true;
}
if(valid32){
if(data.id !== undefined){
const _errs144 = errors;
if(typeof data.id !== "string"){
validate98.errors = [{instancePath:instancePath+"/id",schemaPath:"#/oneOf/8/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid32 = _errs144 === errors;
}
else {
var valid32 = true;
}
if(valid32){
if(data.mcpAppResourceUri !== undefined){
let data58 = data.mcpAppResourceUri;
const _errs146 = errors;
if((typeof data58 !== "string") && (data58 !== null)){
validate98.errors = [{instancePath:instancePath+"/mcpAppResourceUri",schemaPath:"#/oneOf/8/properties/mcpAppResourceUri/type",keyword:"type",params:{type: schema45.oneOf[8].properties.mcpAppResourceUri.type}}];
return false;
}
var valid32 = _errs146 === errors;
}
else {
var valid32 = true;
}
if(valid32){
if(data.mcpAppUi !== undefined){
let data59 = data.mcpAppUi;
const _errs148 = errors;
const _errs149 = errors;
let valid35 = true;
const _errs150 = errors;
if(data59 !== null){
const err12 = {};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid6 = _errs150 === errors;
errors = _errs149;
if(vErrors !== null){
if(_errs149){
vErrors.length = _errs149;
}
else {
vErrors = null;
}
}
if(!_valid6){
const _errs152 = errors;
if(!(validate157(data59, instancePath+"/mcpAppUi"))){
vErrors = vErrors === null ? validate157.errors : vErrors.concat(validate157.errors);
errors = vErrors.length;
}
var _valid6 = _errs152 === errors;
valid35 = _valid6;
}
if(!valid35){
const err13 = {instancePath:instancePath+"/mcpAppUi",schemaPath:"#/oneOf/8/properties/mcpAppUi/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
validate98.errors = vErrors;
return false;
}
var valid32 = _errs148 === errors;
}
else {
var valid32 = true;
}
if(valid32){
if(data.pluginId !== undefined){
let data60 = data.pluginId;
const _errs153 = errors;
if((typeof data60 !== "string") && (data60 !== null)){
validate98.errors = [{instancePath:instancePath+"/pluginId",schemaPath:"#/oneOf/8/properties/pluginId/type",keyword:"type",params:{type: schema45.oneOf[8].properties.pluginId.type}}];
return false;
}
var valid32 = _errs153 === errors;
}
else {
var valid32 = true;
}
if(valid32){
if(data.readOnlyHint !== undefined){
let data61 = data.readOnlyHint;
const _errs155 = errors;
if((typeof data61 !== "boolean") && (data61 !== null)){
validate98.errors = [{instancePath:instancePath+"/readOnlyHint",schemaPath:"#/oneOf/8/properties/readOnlyHint/type",keyword:"type",params:{type: schema45.oneOf[8].properties.readOnlyHint.type}}];
return false;
}
var valid32 = _errs155 === errors;
}
else {
var valid32 = true;
}
if(valid32){
if(data.result !== undefined){
let data62 = data.result;
const _errs157 = errors;
const _errs158 = errors;
let valid36 = true;
const _errs159 = errors;
if(data62 !== null){
const err14 = {};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid7 = _errs159 === errors;
errors = _errs158;
if(vErrors !== null){
if(_errs158){
vErrors.length = _errs158;
}
else {
vErrors = null;
}
}
if(!_valid7){
const _errs161 = errors;
if(!(validate161(data62, instancePath+"/result"))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var _valid7 = _errs161 === errors;
valid36 = _valid7;
}
if(!valid36){
const err15 = {instancePath:instancePath+"/result",schemaPath:"#/oneOf/8/properties/result/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
validate98.errors = vErrors;
return false;
}
var valid32 = _errs157 === errors;
}
else {
var valid32 = true;
}
if(valid32){
if(data.server !== undefined){
const _errs162 = errors;
if(typeof data.server !== "string"){
validate98.errors = [{instancePath:instancePath+"/server",schemaPath:"#/oneOf/8/properties/server/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid32 = _errs162 === errors;
}
else {
var valid32 = true;
}
if(valid32){
if(data.status !== undefined){
const _errs164 = errors;
if(!(validate163(data.status, instancePath+"/status"))){
vErrors = vErrors === null ? validate163.errors : vErrors.concat(validate163.errors);
errors = vErrors.length;
}
var valid32 = _errs164 === errors;
}
else {
var valid32 = true;
}
if(valid32){
if(data.tool !== undefined){
const _errs165 = errors;
if(typeof data.tool !== "string"){
validate98.errors = [{instancePath:instancePath+"/tool",schemaPath:"#/oneOf/8/properties/tool/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid32 = _errs165 === errors;
}
else {
var valid32 = true;
}
if(valid32){
if(data.type !== undefined){
let data66 = data.type;
const _errs167 = errors;
if(typeof data66 !== "string"){
validate98.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/8/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data66 === "mcpToolCall")){
validate98.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/8/properties/type/enum",keyword:"enum",params:{allowedValues: schema45.oneOf[8].properties.type.enum}}];
return false;
}
var valid32 = _errs167 === errors;
}
else {
var valid32 = true;
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
validate98.errors = [{instancePath,schemaPath:"#/oneOf/8/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "dynamicToolCall"){
const _errs169 = errors;
if(errors === _errs169){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing9;
if((((((data.arguments === undefined) && (missing9 = "arguments")) || ((data.id === undefined) && (missing9 = "id"))) || ((data.status === undefined) && (missing9 = "status"))) || ((data.tool === undefined) && (missing9 = "tool"))) || ((data.type === undefined) && (missing9 = "type"))){
validate98.errors = [{instancePath,schemaPath:"#/oneOf/9/required",keyword:"required",params:{missingProperty: missing9}}];
return false;
}
else {
if(data.contentItems !== undefined){
let data67 = data.contentItems;
const _errs171 = errors;
if((!(Array.isArray(data67))) && (data67 !== null)){
validate98.errors = [{instancePath:instancePath+"/contentItems",schemaPath:"#/oneOf/9/properties/contentItems/type",keyword:"type",params:{type: schema45.oneOf[9].properties.contentItems.type}}];
return false;
}
if(errors === _errs171){
if(Array.isArray(data67)){
var valid39 = true;
const len7 = data67.length;
for(let i7=0; i7<len7; i7++){
const _errs173 = errors;
if(!(validate165(data67[i7], instancePath+"/contentItems/" + i7))){
vErrors = vErrors === null ? validate165.errors : vErrors.concat(validate165.errors);
errors = vErrors.length;
}
var valid39 = _errs173 === errors;
if(!valid39){
break;
}
}
}
}
var valid38 = _errs171 === errors;
}
else {
var valid38 = true;
}
if(valid38){
if(data.durationMs !== undefined){
let data69 = data.durationMs;
const _errs174 = errors;
if((!((typeof data69 == "number") && (!(data69 % 1) && !isNaN(data69)))) && (data69 !== null)){
validate98.errors = [{instancePath:instancePath+"/durationMs",schemaPath:"#/oneOf/9/properties/durationMs/type",keyword:"type",params:{type: schema45.oneOf[9].properties.durationMs.type}}];
return false;
}
var valid38 = _errs174 === errors;
}
else {
var valid38 = true;
}
if(valid38){
if(data.id !== undefined){
const _errs176 = errors;
if(typeof data.id !== "string"){
validate98.errors = [{instancePath:instancePath+"/id",schemaPath:"#/oneOf/9/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid38 = _errs176 === errors;
}
else {
var valid38 = true;
}
if(valid38){
if(data.namespace !== undefined){
let data71 = data.namespace;
const _errs178 = errors;
if((typeof data71 !== "string") && (data71 !== null)){
validate98.errors = [{instancePath:instancePath+"/namespace",schemaPath:"#/oneOf/9/properties/namespace/type",keyword:"type",params:{type: schema45.oneOf[9].properties.namespace.type}}];
return false;
}
var valid38 = _errs178 === errors;
}
else {
var valid38 = true;
}
if(valid38){
if(data.status !== undefined){
const _errs180 = errors;
if(!(validate167(data.status, instancePath+"/status"))){
vErrors = vErrors === null ? validate167.errors : vErrors.concat(validate167.errors);
errors = vErrors.length;
}
var valid38 = _errs180 === errors;
}
else {
var valid38 = true;
}
if(valid38){
if(data.success !== undefined){
let data73 = data.success;
const _errs181 = errors;
if((typeof data73 !== "boolean") && (data73 !== null)){
validate98.errors = [{instancePath:instancePath+"/success",schemaPath:"#/oneOf/9/properties/success/type",keyword:"type",params:{type: schema45.oneOf[9].properties.success.type}}];
return false;
}
var valid38 = _errs181 === errors;
}
else {
var valid38 = true;
}
if(valid38){
if(data.tool !== undefined){
const _errs183 = errors;
if(typeof data.tool !== "string"){
validate98.errors = [{instancePath:instancePath+"/tool",schemaPath:"#/oneOf/9/properties/tool/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid38 = _errs183 === errors;
}
else {
var valid38 = true;
}
if(valid38){
if(data.type !== undefined){
let data75 = data.type;
const _errs185 = errors;
if(typeof data75 !== "string"){
validate98.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/9/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data75 === "dynamicToolCall")){
validate98.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/9/properties/type/enum",keyword:"enum",params:{allowedValues: schema45.oneOf[9].properties.type.enum}}];
return false;
}
var valid38 = _errs185 === errors;
}
else {
var valid38 = true;
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
validate98.errors = [{instancePath,schemaPath:"#/oneOf/9/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "collabAgentToolCall"){
const _errs187 = errors;
if(errors === _errs187){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing10;
if((((((((data.agentsStates === undefined) && (missing10 = "agentsStates")) || ((data.id === undefined) && (missing10 = "id"))) || ((data.receiverThreadIds === undefined) && (missing10 = "receiverThreadIds"))) || ((data.senderThreadId === undefined) && (missing10 = "senderThreadId"))) || ((data.status === undefined) && (missing10 = "status"))) || ((data.tool === undefined) && (missing10 = "tool"))) || ((data.type === undefined) && (missing10 = "type"))){
validate98.errors = [{instancePath,schemaPath:"#/oneOf/10/required",keyword:"required",params:{missingProperty: missing10}}];
return false;
}
else {
if(data.agentsStates !== undefined){
let data76 = data.agentsStates;
const _errs189 = errors;
if(errors === _errs189){
if(data76 && typeof data76 == "object" && !Array.isArray(data76)){
for(const key0 in data76){
const _errs192 = errors;
if(!(validate169(data76[key0], instancePath+"/agentsStates/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")))){
vErrors = vErrors === null ? validate169.errors : vErrors.concat(validate169.errors);
errors = vErrors.length;
}
var valid42 = _errs192 === errors;
if(!valid42){
break;
}
}
}
else {
validate98.errors = [{instancePath:instancePath+"/agentsStates",schemaPath:"#/oneOf/10/properties/agentsStates/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid41 = _errs189 === errors;
}
else {
var valid41 = true;
}
if(valid41){
if(data.id !== undefined){
const _errs193 = errors;
if(typeof data.id !== "string"){
validate98.errors = [{instancePath:instancePath+"/id",schemaPath:"#/oneOf/10/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid41 = _errs193 === errors;
}
else {
var valid41 = true;
}
if(valid41){
if(data.model !== undefined){
let data79 = data.model;
const _errs195 = errors;
if((typeof data79 !== "string") && (data79 !== null)){
validate98.errors = [{instancePath:instancePath+"/model",schemaPath:"#/oneOf/10/properties/model/type",keyword:"type",params:{type: schema45.oneOf[10].properties.model.type}}];
return false;
}
var valid41 = _errs195 === errors;
}
else {
var valid41 = true;
}
if(valid41){
if(data.prompt !== undefined){
let data80 = data.prompt;
const _errs197 = errors;
if((typeof data80 !== "string") && (data80 !== null)){
validate98.errors = [{instancePath:instancePath+"/prompt",schemaPath:"#/oneOf/10/properties/prompt/type",keyword:"type",params:{type: schema45.oneOf[10].properties.prompt.type}}];
return false;
}
var valid41 = _errs197 === errors;
}
else {
var valid41 = true;
}
if(valid41){
if(data.reasoningEffort !== undefined){
let data81 = data.reasoningEffort;
const _errs199 = errors;
const _errs200 = errors;
let valid43 = true;
const _errs201 = errors;
if(data81 !== null){
const err16 = {};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid8 = _errs201 === errors;
errors = _errs200;
if(vErrors !== null){
if(_errs200){
vErrors.length = _errs200;
}
else {
vErrors = null;
}
}
if(!_valid8){
const _errs203 = errors;
if(!(validate56(data81, instancePath+"/reasoningEffort"))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var _valid8 = _errs203 === errors;
valid43 = _valid8;
}
if(!valid43){
const err17 = {instancePath:instancePath+"/reasoningEffort",schemaPath:"#/oneOf/10/properties/reasoningEffort/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
validate98.errors = vErrors;
return false;
}
var valid41 = _errs199 === errors;
}
else {
var valid41 = true;
}
if(valid41){
if(data.receiverThreadIds !== undefined){
let data82 = data.receiverThreadIds;
const _errs204 = errors;
if(errors === _errs204){
if(Array.isArray(data82)){
var valid44 = true;
const len8 = data82.length;
for(let i8=0; i8<len8; i8++){
const _errs206 = errors;
if(typeof data82[i8] !== "string"){
validate98.errors = [{instancePath:instancePath+"/receiverThreadIds/" + i8,schemaPath:"#/oneOf/10/properties/receiverThreadIds/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid44 = _errs206 === errors;
if(!valid44){
break;
}
}
}
else {
validate98.errors = [{instancePath:instancePath+"/receiverThreadIds",schemaPath:"#/oneOf/10/properties/receiverThreadIds/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid41 = _errs204 === errors;
}
else {
var valid41 = true;
}
if(valid41){
if(data.senderThreadId !== undefined){
const _errs208 = errors;
if(typeof data.senderThreadId !== "string"){
validate98.errors = [{instancePath:instancePath+"/senderThreadId",schemaPath:"#/oneOf/10/properties/senderThreadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid41 = _errs208 === errors;
}
else {
var valid41 = true;
}
if(valid41){
if(data.status !== undefined){
const _errs210 = errors;
if(!(validate174(data.status, instancePath+"/status"))){
vErrors = vErrors === null ? validate174.errors : vErrors.concat(validate174.errors);
errors = vErrors.length;
}
var valid41 = _errs210 === errors;
}
else {
var valid41 = true;
}
if(valid41){
if(data.tool !== undefined){
const _errs212 = errors;
if(!(validate176(data.tool, instancePath+"/tool"))){
vErrors = vErrors === null ? validate176.errors : vErrors.concat(validate176.errors);
errors = vErrors.length;
}
var valid41 = _errs212 === errors;
}
else {
var valid41 = true;
}
if(valid41){
if(data.type !== undefined){
let data87 = data.type;
const _errs214 = errors;
if(typeof data87 !== "string"){
validate98.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/10/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data87 === "collabAgentToolCall")){
validate98.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/10/properties/type/enum",keyword:"enum",params:{allowedValues: schema45.oneOf[10].properties.type.enum}}];
return false;
}
var valid41 = _errs214 === errors;
}
else {
var valid41 = true;
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
validate98.errors = [{instancePath,schemaPath:"#/oneOf/10/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "subAgentActivity"){
const _errs216 = errors;
if(errors === _errs216){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing11;
if((((((data.agentPath === undefined) && (missing11 = "agentPath")) || ((data.agentThreadId === undefined) && (missing11 = "agentThreadId"))) || ((data.id === undefined) && (missing11 = "id"))) || ((data.kind === undefined) && (missing11 = "kind"))) || ((data.type === undefined) && (missing11 = "type"))){
validate98.errors = [{instancePath,schemaPath:"#/oneOf/11/required",keyword:"required",params:{missingProperty: missing11}}];
return false;
}
else {
if(data.agentPath !== undefined){
const _errs218 = errors;
if(typeof data.agentPath !== "string"){
validate98.errors = [{instancePath:instancePath+"/agentPath",schemaPath:"#/oneOf/11/properties/agentPath/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid48 = _errs218 === errors;
}
else {
var valid48 = true;
}
if(valid48){
if(data.agentThreadId !== undefined){
const _errs220 = errors;
if(typeof data.agentThreadId !== "string"){
validate98.errors = [{instancePath:instancePath+"/agentThreadId",schemaPath:"#/oneOf/11/properties/agentThreadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid48 = _errs220 === errors;
}
else {
var valid48 = true;
}
if(valid48){
if(data.id !== undefined){
const _errs222 = errors;
if(typeof data.id !== "string"){
validate98.errors = [{instancePath:instancePath+"/id",schemaPath:"#/oneOf/11/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid48 = _errs222 === errors;
}
else {
var valid48 = true;
}
if(valid48){
if(data.kind !== undefined){
const _errs224 = errors;
if(!(validate178(data.kind, instancePath+"/kind"))){
vErrors = vErrors === null ? validate178.errors : vErrors.concat(validate178.errors);
errors = vErrors.length;
}
var valid48 = _errs224 === errors;
}
else {
var valid48 = true;
}
if(valid48){
if(data.model !== undefined){
let data92 = data.model;
const _errs225 = errors;
if((typeof data92 !== "string") && (data92 !== null)){
validate98.errors = [{instancePath:instancePath+"/model",schemaPath:"#/oneOf/11/properties/model/type",keyword:"type",params:{type: schema45.oneOf[11].properties.model.type}}];
return false;
}
var valid48 = _errs225 === errors;
}
else {
var valid48 = true;
}
if(valid48){
if(data.reasoningEffort !== undefined){
let data93 = data.reasoningEffort;
const _errs227 = errors;
const _errs228 = errors;
let valid49 = true;
const _errs229 = errors;
if(data93 !== null){
const err18 = {};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid9 = _errs229 === errors;
errors = _errs228;
if(vErrors !== null){
if(_errs228){
vErrors.length = _errs228;
}
else {
vErrors = null;
}
}
if(!_valid9){
const _errs231 = errors;
if(!(validate56(data93, instancePath+"/reasoningEffort"))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var _valid9 = _errs231 === errors;
valid49 = _valid9;
}
if(!valid49){
const err19 = {instancePath:instancePath+"/reasoningEffort",schemaPath:"#/oneOf/11/properties/reasoningEffort/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
validate98.errors = vErrors;
return false;
}
var valid48 = _errs227 === errors;
}
else {
var valid48 = true;
}
if(valid48){
if(data.type !== undefined){
let data94 = data.type;
const _errs232 = errors;
if(typeof data94 !== "string"){
validate98.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/11/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data94 === "subAgentActivity")){
validate98.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/11/properties/type/enum",keyword:"enum",params:{allowedValues: schema45.oneOf[11].properties.type.enum}}];
return false;
}
var valid48 = _errs232 === errors;
}
else {
var valid48 = true;
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
validate98.errors = [{instancePath,schemaPath:"#/oneOf/11/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "webSearch"){
const _errs234 = errors;
if(errors === _errs234){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing12;
if((((data.id === undefined) && (missing12 = "id")) || ((data.query === undefined) && (missing12 = "query"))) || ((data.type === undefined) && (missing12 = "type"))){
validate98.errors = [{instancePath,schemaPath:"#/oneOf/12/required",keyword:"required",params:{missingProperty: missing12}}];
return false;
}
else {
if(data.action !== undefined){
let data95 = data.action;
const _errs236 = errors;
const _errs237 = errors;
let valid52 = true;
const _errs238 = errors;
if(data95 !== null){
const err20 = {};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid10 = _errs238 === errors;
errors = _errs237;
if(vErrors !== null){
if(_errs237){
vErrors.length = _errs237;
}
else {
vErrors = null;
}
}
if(!_valid10){
const _errs240 = errors;
if(!(validate181(data95, instancePath+"/action"))){
vErrors = vErrors === null ? validate181.errors : vErrors.concat(validate181.errors);
errors = vErrors.length;
}
var _valid10 = _errs240 === errors;
valid52 = _valid10;
}
if(!valid52){
const err21 = {instancePath:instancePath+"/action",schemaPath:"#/oneOf/12/properties/action/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
validate98.errors = vErrors;
return false;
}
var valid51 = _errs236 === errors;
}
else {
var valid51 = true;
}
if(valid51){
if(data.id !== undefined){
const _errs241 = errors;
if(typeof data.id !== "string"){
validate98.errors = [{instancePath:instancePath+"/id",schemaPath:"#/oneOf/12/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid51 = _errs241 === errors;
}
else {
var valid51 = true;
}
if(valid51){
if(data.query !== undefined){
const _errs243 = errors;
if(typeof data.query !== "string"){
validate98.errors = [{instancePath:instancePath+"/query",schemaPath:"#/oneOf/12/properties/query/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid51 = _errs243 === errors;
}
else {
var valid51 = true;
}
if(valid51){
if(data.results !== undefined){
let data98 = data.results;
const _errs245 = errors;
if((!(Array.isArray(data98))) && (data98 !== null)){
validate98.errors = [{instancePath:instancePath+"/results",schemaPath:"#/oneOf/12/properties/results/type",keyword:"type",params:{type: schema45.oneOf[12].properties.results.type}}];
return false;
}
var valid51 = _errs245 === errors;
}
else {
var valid51 = true;
}
if(valid51){
if(data.type !== undefined){
let data99 = data.type;
const _errs247 = errors;
if(typeof data99 !== "string"){
validate98.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/12/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data99 === "webSearch")){
validate98.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/12/properties/type/enum",keyword:"enum",params:{allowedValues: schema45.oneOf[12].properties.type.enum}}];
return false;
}
var valid51 = _errs247 === errors;
}
else {
var valid51 = true;
}
}
}
}
}
}
}
else {
validate98.errors = [{instancePath,schemaPath:"#/oneOf/12/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "imageView"){
const _errs249 = errors;
if(errors === _errs249){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing13;
if((((data.id === undefined) && (missing13 = "id")) || ((data.path === undefined) && (missing13 = "path"))) || ((data.type === undefined) && (missing13 = "type"))){
validate98.errors = [{instancePath,schemaPath:"#/oneOf/13/required",keyword:"required",params:{missingProperty: missing13}}];
return false;
}
else {
if(data.id !== undefined){
const _errs251 = errors;
if(typeof data.id !== "string"){
validate98.errors = [{instancePath:instancePath+"/id",schemaPath:"#/oneOf/13/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid54 = _errs251 === errors;
}
else {
var valid54 = true;
}
if(valid54){
if(data.path !== undefined){
const _errs253 = errors;
if(!(validate54(data.path, instancePath+"/path"))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid54 = _errs253 === errors;
}
else {
var valid54 = true;
}
if(valid54){
if(data.type !== undefined){
let data102 = data.type;
const _errs254 = errors;
if(typeof data102 !== "string"){
validate98.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/13/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data102 === "imageView")){
validate98.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/13/properties/type/enum",keyword:"enum",params:{allowedValues: schema45.oneOf[13].properties.type.enum}}];
return false;
}
var valid54 = _errs254 === errors;
}
else {
var valid54 = true;
}
}
}
}
}
else {
validate98.errors = [{instancePath,schemaPath:"#/oneOf/13/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "sleep"){
const _errs256 = errors;
if(errors === _errs256){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing14;
if((((data.durationMs === undefined) && (missing14 = "durationMs")) || ((data.id === undefined) && (missing14 = "id"))) || ((data.type === undefined) && (missing14 = "type"))){
validate98.errors = [{instancePath,schemaPath:"#/oneOf/14/required",keyword:"required",params:{missingProperty: missing14}}];
return false;
}
else {
if(data.durationMs !== undefined){
let data103 = data.durationMs;
const _errs258 = errors;
if(!((typeof data103 == "number") && (!(data103 % 1) && !isNaN(data103)))){
validate98.errors = [{instancePath:instancePath+"/durationMs",schemaPath:"#/oneOf/14/properties/durationMs/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs258){
if(typeof data103 == "number"){
if(data103 < 0 || isNaN(data103)){
validate98.errors = [{instancePath:instancePath+"/durationMs",schemaPath:"#/oneOf/14/properties/durationMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid56 = _errs258 === errors;
}
else {
var valid56 = true;
}
if(valid56){
if(data.id !== undefined){
const _errs260 = errors;
if(typeof data.id !== "string"){
validate98.errors = [{instancePath:instancePath+"/id",schemaPath:"#/oneOf/14/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid56 = _errs260 === errors;
}
else {
var valid56 = true;
}
if(valid56){
if(data.type !== undefined){
let data105 = data.type;
const _errs262 = errors;
if(typeof data105 !== "string"){
validate98.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/14/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data105 === "sleep")){
validate98.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/14/properties/type/enum",keyword:"enum",params:{allowedValues: schema45.oneOf[14].properties.type.enum}}];
return false;
}
var valid56 = _errs262 === errors;
}
else {
var valid56 = true;
}
}
}
}
}
else {
validate98.errors = [{instancePath,schemaPath:"#/oneOf/14/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "imageGeneration"){
const _errs264 = errors;
const _errs266 = errors;
let valid58 = false;
const _errs267 = errors;
if(errors === _errs267){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing15;
if((data.fileId === undefined) && (missing15 = "fileId")){
const err22 = {instancePath,schemaPath:"#/oneOf/15/anyOf/0/required",keyword:"required",params:{missingProperty: missing15}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
else {
if(data.fileId !== undefined){
if(typeof data.fileId !== "string"){
const err23 = {instancePath:instancePath+"/fileId",schemaPath:"#/oneOf/15/anyOf/0/properties/fileId/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
}
else {
const err24 = {instancePath,schemaPath:"#/oneOf/15/anyOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
var _valid11 = _errs267 === errors;
valid58 = valid58 || _valid11;
if(!valid58){
const _errs271 = errors;
if(errors === _errs271){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing16;
if((data.result === undefined) && (missing16 = "result")){
const err25 = {instancePath,schemaPath:"#/oneOf/15/anyOf/1/required",keyword:"required",params:{missingProperty: missing16}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
else {
if(data.result !== undefined){
if(typeof data.result !== "string"){
const err26 = {instancePath:instancePath+"/result",schemaPath:"#/oneOf/15/anyOf/1/properties/result/type",keyword:"type",params:{type: "string"}};
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
else {
const err27 = {instancePath,schemaPath:"#/oneOf/15/anyOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
var _valid11 = _errs271 === errors;
valid58 = valid58 || _valid11;
}
if(!valid58){
const err28 = {instancePath,schemaPath:"#/oneOf/15/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
validate98.errors = vErrors;
return false;
}
else {
errors = _errs266;
if(vErrors !== null){
if(_errs266){
vErrors.length = _errs266;
}
else {
vErrors = null;
}
}
}
if(errors === _errs264){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing17;
if((((data.id === undefined) && (missing17 = "id")) || ((data.status === undefined) && (missing17 = "status"))) || ((data.type === undefined) && (missing17 = "type"))){
validate98.errors = [{instancePath,schemaPath:"#/oneOf/15/required",keyword:"required",params:{missingProperty: missing17}}];
return false;
}
else {
if(data.failure !== undefined){
let data108 = data.failure;
const _errs275 = errors;
const _errs276 = errors;
let valid62 = true;
const _errs277 = errors;
if(data108 !== null){
const err29 = {};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid12 = _errs277 === errors;
errors = _errs276;
if(vErrors !== null){
if(_errs276){
vErrors.length = _errs276;
}
else {
vErrors = null;
}
}
if(!_valid12){
const _errs279 = errors;
if(!(validate184(data108, instancePath+"/failure"))){
vErrors = vErrors === null ? validate184.errors : vErrors.concat(validate184.errors);
errors = vErrors.length;
}
var _valid12 = _errs279 === errors;
valid62 = _valid12;
}
if(!valid62){
const err30 = {instancePath:instancePath+"/failure",schemaPath:"#/oneOf/15/properties/failure/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
validate98.errors = vErrors;
return false;
}
var valid61 = _errs275 === errors;
}
else {
var valid61 = true;
}
if(valid61){
if(data.generationId !== undefined){
let data109 = data.generationId;
const _errs280 = errors;
if((typeof data109 !== "string") && (data109 !== null)){
validate98.errors = [{instancePath:instancePath+"/generationId",schemaPath:"#/oneOf/15/properties/generationId/type",keyword:"type",params:{type: schema45.oneOf[15].properties.generationId.type}}];
return false;
}
var valid61 = _errs280 === errors;
}
else {
var valid61 = true;
}
if(valid61){
if(data.id !== undefined){
const _errs282 = errors;
if(typeof data.id !== "string"){
validate98.errors = [{instancePath:instancePath+"/id",schemaPath:"#/oneOf/15/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid61 = _errs282 === errors;
}
else {
var valid61 = true;
}
if(valid61){
if(data.inputImages !== undefined){
let data111 = data.inputImages;
const _errs284 = errors;
if(errors === _errs284){
if(Array.isArray(data111)){
var valid63 = true;
const len9 = data111.length;
for(let i9=0; i9<len9; i9++){
const _errs286 = errors;
if(!(validate186(data111[i9], instancePath+"/inputImages/" + i9))){
vErrors = vErrors === null ? validate186.errors : vErrors.concat(validate186.errors);
errors = vErrors.length;
}
var valid63 = _errs286 === errors;
if(!valid63){
break;
}
}
}
else {
validate98.errors = [{instancePath:instancePath+"/inputImages",schemaPath:"#/oneOf/15/properties/inputImages/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid61 = _errs284 === errors;
}
else {
var valid61 = true;
}
if(valid61){
if(data.revisedPrompt !== undefined){
let data113 = data.revisedPrompt;
const _errs287 = errors;
if((typeof data113 !== "string") && (data113 !== null)){
validate98.errors = [{instancePath:instancePath+"/revisedPrompt",schemaPath:"#/oneOf/15/properties/revisedPrompt/type",keyword:"type",params:{type: schema45.oneOf[15].properties.revisedPrompt.type}}];
return false;
}
var valid61 = _errs287 === errors;
}
else {
var valid61 = true;
}
if(valid61){
if(data.savedPath !== undefined){
let data114 = data.savedPath;
const _errs289 = errors;
const _errs290 = errors;
let valid64 = true;
const _errs291 = errors;
if(data114 !== null){
const err31 = {};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid13 = _errs291 === errors;
errors = _errs290;
if(vErrors !== null){
if(_errs290){
vErrors.length = _errs290;
}
else {
vErrors = null;
}
}
if(!_valid13){
const _errs293 = errors;
if(!(validate31(data114, instancePath+"/savedPath"))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
var _valid13 = _errs293 === errors;
valid64 = _valid13;
}
if(!valid64){
const err32 = {instancePath:instancePath+"/savedPath",schemaPath:"#/oneOf/15/properties/savedPath/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
validate98.errors = vErrors;
return false;
}
var valid61 = _errs289 === errors;
}
else {
var valid61 = true;
}
if(valid61){
if(data.status !== undefined){
const _errs294 = errors;
if(typeof data.status !== "string"){
validate98.errors = [{instancePath:instancePath+"/status",schemaPath:"#/oneOf/15/properties/status/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid61 = _errs294 === errors;
}
else {
var valid61 = true;
}
if(valid61){
if(data.transparentBackground !== undefined){
let data116 = data.transparentBackground;
const _errs296 = errors;
if((typeof data116 !== "boolean") && (data116 !== null)){
validate98.errors = [{instancePath:instancePath+"/transparentBackground",schemaPath:"#/oneOf/15/properties/transparentBackground/type",keyword:"type",params:{type: schema45.oneOf[15].properties.transparentBackground.type}}];
return false;
}
var valid61 = _errs296 === errors;
}
else {
var valid61 = true;
}
if(valid61){
if(data.type !== undefined){
let data117 = data.type;
const _errs298 = errors;
if(typeof data117 !== "string"){
validate98.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/15/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data117 === "imageGeneration")){
validate98.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/15/properties/type/enum",keyword:"enum",params:{allowedValues: schema45.oneOf[15].properties.type.enum}}];
return false;
}
var valid61 = _errs298 === errors;
}
else {
var valid61 = true;
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
validate98.errors = [{instancePath,schemaPath:"#/oneOf/15/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "enteredReviewMode"){
const _errs300 = errors;
if(errors === _errs300){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing18;
if((((data.id === undefined) && (missing18 = "id")) || ((data.review === undefined) && (missing18 = "review"))) || ((data.type === undefined) && (missing18 = "type"))){
validate98.errors = [{instancePath,schemaPath:"#/oneOf/16/required",keyword:"required",params:{missingProperty: missing18}}];
return false;
}
else {
if(data.id !== undefined){
const _errs302 = errors;
if(typeof data.id !== "string"){
validate98.errors = [{instancePath:instancePath+"/id",schemaPath:"#/oneOf/16/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid66 = _errs302 === errors;
}
else {
var valid66 = true;
}
if(valid66){
if(data.review !== undefined){
const _errs304 = errors;
if(typeof data.review !== "string"){
validate98.errors = [{instancePath:instancePath+"/review",schemaPath:"#/oneOf/16/properties/review/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid66 = _errs304 === errors;
}
else {
var valid66 = true;
}
if(valid66){
if(data.type !== undefined){
let data120 = data.type;
const _errs306 = errors;
if(typeof data120 !== "string"){
validate98.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/16/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data120 === "enteredReviewMode")){
validate98.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/16/properties/type/enum",keyword:"enum",params:{allowedValues: schema45.oneOf[16].properties.type.enum}}];
return false;
}
var valid66 = _errs306 === errors;
}
else {
var valid66 = true;
}
}
}
}
}
else {
validate98.errors = [{instancePath,schemaPath:"#/oneOf/16/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "exitedReviewMode"){
const _errs308 = errors;
if(errors === _errs308){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing19;
if((((data.id === undefined) && (missing19 = "id")) || ((data.review === undefined) && (missing19 = "review"))) || ((data.type === undefined) && (missing19 = "type"))){
validate98.errors = [{instancePath,schemaPath:"#/oneOf/17/required",keyword:"required",params:{missingProperty: missing19}}];
return false;
}
else {
if(data.id !== undefined){
const _errs310 = errors;
if(typeof data.id !== "string"){
validate98.errors = [{instancePath:instancePath+"/id",schemaPath:"#/oneOf/17/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid68 = _errs310 === errors;
}
else {
var valid68 = true;
}
if(valid68){
if(data.review !== undefined){
const _errs312 = errors;
if(typeof data.review !== "string"){
validate98.errors = [{instancePath:instancePath+"/review",schemaPath:"#/oneOf/17/properties/review/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid68 = _errs312 === errors;
}
else {
var valid68 = true;
}
if(valid68){
if(data.type !== undefined){
let data123 = data.type;
const _errs314 = errors;
if(typeof data123 !== "string"){
validate98.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/17/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data123 === "exitedReviewMode")){
validate98.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/17/properties/type/enum",keyword:"enum",params:{allowedValues: schema45.oneOf[17].properties.type.enum}}];
return false;
}
var valid68 = _errs314 === errors;
}
else {
var valid68 = true;
}
}
}
}
}
else {
validate98.errors = [{instancePath,schemaPath:"#/oneOf/17/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "contextCompaction"){
const _errs316 = errors;
if(errors === _errs316){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing20;
if(((data.id === undefined) && (missing20 = "id")) || ((data.type === undefined) && (missing20 = "type"))){
validate98.errors = [{instancePath,schemaPath:"#/oneOf/18/required",keyword:"required",params:{missingProperty: missing20}}];
return false;
}
else {
if(data.id !== undefined){
const _errs318 = errors;
if(typeof data.id !== "string"){
validate98.errors = [{instancePath:instancePath+"/id",schemaPath:"#/oneOf/18/properties/id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid70 = _errs318 === errors;
}
else {
var valid70 = true;
}
if(valid70){
if(data.type !== undefined){
let data125 = data.type;
const _errs320 = errors;
if(typeof data125 !== "string"){
validate98.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/18/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data125 === "contextCompaction")){
validate98.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/18/properties/type/enum",keyword:"enum",params:{allowedValues: schema45.oneOf[18].properties.type.enum}}];
return false;
}
var valid70 = _errs320 === errors;
}
else {
var valid70 = true;
}
}
}
}
else {
validate98.errors = [{instancePath,schemaPath:"#/oneOf/18/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else {
validate98.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate98.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
}
}
}
}
else {
validate98.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate98.errors = vErrors;
return errors === 0;
}

const schema87 = {"oneOf":[{"enum":["notLoaded"],"type":"string"},{"enum":["summary"],"type":"string"},{"enum":["full"],"type":"string"}]};

function validate191(data, instancePath=""){
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
if(!(data === "notLoaded")){
const err1 = {instancePath,schemaPath:"#/oneOf/0/enum",keyword:"enum",params:{allowedValues: schema87.oneOf[0].enum}};
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
if(!(data === "summary")){
const err3 = {instancePath,schemaPath:"#/oneOf/1/enum",keyword:"enum",params:{allowedValues: schema87.oneOf[1].enum}};
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
if(typeof data !== "string"){
const err4 = {instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(data === "full")){
const err5 = {instancePath,schemaPath:"#/oneOf/2/enum",keyword:"enum",params:{allowedValues: schema87.oneOf[2].enum}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
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
}
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
validate191.errors = vErrors;
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
validate191.errors = vErrors;
return errors === 0;
}

const schema88 = {"enum":["completed","interrupted","failed","inProgress"],"type":"string"};

function validate193(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate193.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data === "completed") || (data === "interrupted")) || (data === "failed")) || (data === "inProgress"))){
validate193.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema88.enum}}];
return false;
}
validate193.errors = vErrors;
return errors === 0;
}


function validate87(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.id === undefined) && (missing0 = "id")) || ((data.items === undefined) && (missing0 = "items"))) || ((data.status === undefined) && (missing0 = "status"))){
validate87.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.completedAt !== undefined){
let data0 = data.completedAt;
const _errs1 = errors;
if((!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))) && (data0 !== null)){
validate87.errors = [{instancePath:instancePath+"/completedAt",schemaPath:"#/properties/completedAt/type",keyword:"type",params:{type: schema39.properties.completedAt.type}}];
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
validate87.errors = [{instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/type",keyword:"type",params:{type: schema39.properties.durationMs.type}}];
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
if(!(validate88(data2, instancePath+"/error"))){
vErrors = vErrors === null ? validate88.errors : vErrors.concat(validate88.errors);
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
validate87.errors = vErrors;
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
validate87.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate98(data4[i0], instancePath+"/items/" + i0))){
vErrors = vErrors === null ? validate98.errors : vErrors.concat(validate98.errors);
errors = vErrors.length;
}
var valid2 = _errs14 === errors;
if(!valid2){
break;
}
}
}
else {
validate87.errors = [{instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"}}];
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
if(!(validate191(data.itemsView, instancePath+"/itemsView"))){
vErrors = vErrors === null ? validate191.errors : vErrors.concat(validate191.errors);
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
validate87.errors = [{instancePath:instancePath+"/rootTurnId",schemaPath:"#/properties/rootTurnId/type",keyword:"type",params:{type: schema39.properties.rootTurnId.type}}];
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
validate87.errors = [{instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/type",keyword:"type",params:{type: schema39.properties.startedAt.type}}];
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
if(!(validate193(data.status, instancePath+"/status"))){
vErrors = vErrors === null ? validate193.errors : vErrors.concat(validate193.errors);
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
validate87.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate87.errors = vErrors;
return errors === 0;
}


function validate63(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((((((data.cliVersion === undefined) && (missing0 = "cliVersion")) || ((data.createdAt === undefined) && (missing0 = "createdAt"))) || ((data.cwd === undefined) && (missing0 = "cwd"))) || ((data.ephemeral === undefined) && (missing0 = "ephemeral"))) || ((data.id === undefined) && (missing0 = "id"))) || ((data.modelProvider === undefined) && (missing0 = "modelProvider"))) || ((data.preview === undefined) && (missing0 = "preview"))) || ((data.projectId === undefined) && (missing0 = "projectId"))) || ((data.sessionId === undefined) && (missing0 = "sessionId"))) || ((data.source === undefined) && (missing0 = "source"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.turns === undefined) && (missing0 = "turns"))) || ((data.updatedAt === undefined) && (missing0 = "updatedAt"))){
validate63.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.agentNickname !== undefined){
let data0 = data.agentNickname;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate63.errors = [{instancePath:instancePath+"/agentNickname",schemaPath:"#/properties/agentNickname/type",keyword:"type",params:{type: schema28.properties.agentNickname.type}}];
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
validate63.errors = [{instancePath:instancePath+"/agentRole",schemaPath:"#/properties/agentRole/type",keyword:"type",params:{type: schema28.properties.agentRole.type}}];
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
validate63.errors = [{instancePath:instancePath+"/cliVersion",schemaPath:"#/properties/cliVersion/type",keyword:"type",params:{type: "string"}}];
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
validate63.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "integer"}}];
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
validate63.errors = [{instancePath:instancePath+"/ephemeral",schemaPath:"#/properties/ephemeral/type",keyword:"type",params:{type: "boolean"}}];
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
validate63.errors = [{instancePath:instancePath+"/forkedFromId",schemaPath:"#/properties/forkedFromId/type",keyword:"type",params:{type: schema28.properties.forkedFromId.type}}];
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
if(!(validate65(data7, instancePath+"/gitInfo"))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
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
validate63.errors = vErrors;
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
if(!(validate67(data.historyMode, instancePath+"/historyMode"))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
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
validate63.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}}];
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
validate63.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: schema28.properties.model.type}}];
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
validate63.errors = [{instancePath:instancePath+"/modelProvider",schemaPath:"#/properties/modelProvider/type",keyword:"type",params:{type: "string"}}];
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
validate63.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: schema28.properties.name.type}}];
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
validate63.errors = [{instancePath:instancePath+"/originator",schemaPath:"#/properties/originator/type",keyword:"type",params:{type: schema28.properties.originator.type}}];
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
validate63.errors = [{instancePath:instancePath+"/parentThreadId",schemaPath:"#/properties/parentThreadId/type",keyword:"type",params:{type: schema28.properties.parentThreadId.type}}];
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
validate63.errors = [{instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: schema28.properties.path.type}}];
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
validate63.errors = [{instancePath:instancePath+"/preview",schemaPath:"#/properties/preview/type",keyword:"type",params:{type: "string"}}];
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
validate63.errors = [{instancePath:instancePath+"/projectId",schemaPath:"#/properties/projectId/type",keyword:"type",params:{type: schema28.properties.projectId.type}}];
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
validate63.errors = vErrors;
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
validate63.errors = [{instancePath:instancePath+"/recencyAt",schemaPath:"#/properties/recencyAt/type",keyword:"type",params:{type: schema28.properties.recencyAt.type}}];
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
if(!(validate70(data20, instancePath+"/section"))){
vErrors = vErrors === null ? validate70.errors : vErrors.concat(validate70.errors);
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
validate63.errors = vErrors;
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
validate63.errors = [{instancePath:instancePath+"/sectionEnteredAt",schemaPath:"#/properties/sectionEnteredAt/type",keyword:"type",params:{type: schema28.properties.sectionEnteredAt.type}}];
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
validate63.errors = [{instancePath:instancePath+"/sessionId",schemaPath:"#/properties/sessionId/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate74(data.source, instancePath+"/source"))){
vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
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
if(!(validate82(data.status, instancePath+"/status"))){
vErrors = vErrors === null ? validate82.errors : vErrors.concat(validate82.errors);
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
validate63.errors = vErrors;
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
if(!(validate87(data26[i0], instancePath+"/turns/" + i0))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
errors = vErrors.length;
}
var valid9 = _errs67 === errors;
if(!valid9){
break;
}
}
}
else {
validate63.errors = [{instancePath:instancePath+"/turns",schemaPath:"#/properties/turns/type",keyword:"type",params:{type: "array"}}];
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
validate63.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "integer"}}];
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
validate63.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate63.errors = vErrors;
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
if(!(validate63(data.thread, instancePath+"/thread"))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
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

const v4: Validator<T.ThreadResumeParams> = validate198;
const schema89 = {"$id":"https://mwh.invalid/clientRequestParams/v4.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadResumeParams"};
const schema90 = {"properties":{"approvalPolicy":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/AskForApproval"}},"approvalsReviewer":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ApprovalsReviewer"}},"baseInstructions":{"type":["string","null"]},"config":{"additionalProperties":true,"type":["object","null"]},"cwd":{"type":["string","null"]},"developerInstructions":{"type":["string","null"]},"excludeTurns":{"type":"boolean"},"model":{"type":["string","null"]},"modelProvider":{"type":["string","null"]},"personality":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/Personality"}},"sandbox":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/SandboxMode"}},"serviceTier":{"type":["string","null"]},"threadId":{"type":"string"}},"required":["threadId"],"type":"object"};

function validate199(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.threadId === undefined) && (missing0 = "threadId")){
validate199.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
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
validate199.errors = vErrors;
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
validate199.errors = vErrors;
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
validate199.errors = [{instancePath:instancePath+"/baseInstructions",schemaPath:"#/properties/baseInstructions/type",keyword:"type",params:{type: schema90.properties.baseInstructions.type}}];
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
validate199.errors = [{instancePath:instancePath+"/config",schemaPath:"#/properties/config/type",keyword:"type",params:{type: schema90.properties.config.type}}];
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
validate199.errors = [{instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/type",keyword:"type",params:{type: schema90.properties.cwd.type}}];
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
validate199.errors = [{instancePath:instancePath+"/developerInstructions",schemaPath:"#/properties/developerInstructions/type",keyword:"type",params:{type: schema90.properties.developerInstructions.type}}];
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
validate199.errors = [{instancePath:instancePath+"/excludeTurns",schemaPath:"#/properties/excludeTurns/type",keyword:"type",params:{type: "boolean"}}];
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
validate199.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: schema90.properties.model.type}}];
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
validate199.errors = [{instancePath:instancePath+"/modelProvider",schemaPath:"#/properties/modelProvider/type",keyword:"type",params:{type: schema90.properties.modelProvider.type}}];
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
validate199.errors = vErrors;
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
validate199.errors = vErrors;
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
validate199.errors = [{instancePath:instancePath+"/serviceTier",schemaPath:"#/properties/serviceTier/type",keyword:"type",params:{type: schema90.properties.serviceTier.type}}];
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
validate199.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate199.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate199.errors = vErrors;
return errors === 0;
}


function validate198(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/clientRequestParams/v4.json" */;
let vErrors = null;
let errors = 0;
if(!(validate199(data, instancePath))){
vErrors = vErrors === null ? validate199.errors : vErrors.concat(validate199.errors);
errors = vErrors.length;
}
validate198.errors = vErrors;
return errors === 0;
}

const v5: Validator<T.ThreadResumeResponse> = validate205;
const schema91 = {"$id":"https://mwh.invalid/clientResponse/v5.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadResumeResponse"};
const schema92 = {"properties":{"approvalPolicy":{"$ref":"#/definitions/v2/AskForApproval"},"approvalsReviewer":{"allOf":[{"$ref":"#/definitions/v2/ApprovalsReviewer"}]},"collaborationMode":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/CollaborationMode"}},"cwd":{"$ref":"#/definitions/v2/AbsolutePathBuf"},"disabledPluginIds":{"items":{"type":"string"},"type":"array"},"instructionSources":{"items":{"$ref":"#/definitions/v2/LegacyAppPathString"},"type":"array"},"itemsBackwardsCursor":{"type":["string","null"]},"model":{"type":"string"},"modelProvider":{"type":"string"},"reasoningEffort":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ReasoningEffort"}},"sandbox":{"allOf":[{"$ref":"#/definitions/v2/SandboxPolicy"}]},"serviceTier":{"type":["string","null"]},"thread":{"$ref":"#/definitions/v2/Thread"},"turnsBackwardsCursor":{"type":["string","null"]}},"required":["approvalPolicy","approvalsReviewer","cwd","model","modelProvider","sandbox","thread"],"type":"object"};
const schema93 = {"properties":{"mode":{"$ref":"#/definitions/v2/ModeKind"},"settings":{"$ref":"#/definitions/v2/Settings"}},"required":["mode","settings"],"type":"object"};
const schema94 = {"enum":["plan","default"],"type":"string"};

function validate210(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate210.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "plan") || (data === "default"))){
validate210.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema94.enum}}];
return false;
}
validate210.errors = vErrors;
return errors === 0;
}

const schema95 = {"properties":{"developer_instructions":{"type":["string","null"]},"model":{"type":"string"},"reasoning_effort":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ReasoningEffort"}}},"required":["model"],"type":"object"};

function validate212(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.model === undefined) && (missing0 = "model")){
validate212.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.developer_instructions !== undefined){
let data0 = data.developer_instructions;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate212.errors = [{instancePath:instancePath+"/developer_instructions",schemaPath:"#/properties/developer_instructions/type",keyword:"type",params:{type: schema95.properties.developer_instructions.type}}];
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
validate212.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"}}];
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
validate212.errors = vErrors;
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
validate212.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate212.errors = vErrors;
return errors === 0;
}


function validate209(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.mode === undefined) && (missing0 = "mode")) || ((data.settings === undefined) && (missing0 = "settings"))){
validate209.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.mode !== undefined){
const _errs1 = errors;
if(!(validate210(data.mode, instancePath+"/mode"))){
vErrors = vErrors === null ? validate210.errors : vErrors.concat(validate210.errors);
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
if(!(validate212(data.settings, instancePath+"/settings"))){
vErrors = vErrors === null ? validate212.errors : vErrors.concat(validate212.errors);
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
validate209.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate209.errors = vErrors;
return errors === 0;
}


function validate206(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.approvalPolicy === undefined) && (missing0 = "approvalPolicy")) || ((data.approvalsReviewer === undefined) && (missing0 = "approvalsReviewer"))) || ((data.cwd === undefined) && (missing0 = "cwd"))) || ((data.model === undefined) && (missing0 = "model"))) || ((data.modelProvider === undefined) && (missing0 = "modelProvider"))) || ((data.sandbox === undefined) && (missing0 = "sandbox"))) || ((data.thread === undefined) && (missing0 = "thread"))){
validate206.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
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
if(!(validate209(data2, instancePath+"/collaborationMode"))){
vErrors = vErrors === null ? validate209.errors : vErrors.concat(validate209.errors);
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
validate206.errors = vErrors;
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
validate206.errors = [{instancePath:instancePath+"/disabledPluginIds/" + i0,schemaPath:"#/properties/disabledPluginIds/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid3 = _errs12 === errors;
if(!valid3){
break;
}
}
}
else {
validate206.errors = [{instancePath:instancePath+"/disabledPluginIds",schemaPath:"#/properties/disabledPluginIds/type",keyword:"type",params:{type: "array"}}];
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
validate206.errors = [{instancePath:instancePath+"/instructionSources",schemaPath:"#/properties/instructionSources/type",keyword:"type",params:{type: "array"}}];
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
validate206.errors = [{instancePath:instancePath+"/itemsBackwardsCursor",schemaPath:"#/properties/itemsBackwardsCursor/type",keyword:"type",params:{type: schema92.properties.itemsBackwardsCursor.type}}];
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
validate206.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"}}];
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
validate206.errors = [{instancePath:instancePath+"/modelProvider",schemaPath:"#/properties/modelProvider/type",keyword:"type",params:{type: "string"}}];
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
validate206.errors = vErrors;
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
validate206.errors = [{instancePath:instancePath+"/serviceTier",schemaPath:"#/properties/serviceTier/type",keyword:"type",params:{type: schema92.properties.serviceTier.type}}];
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
if(!(validate63(data.thread, instancePath+"/thread"))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
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
validate206.errors = [{instancePath:instancePath+"/turnsBackwardsCursor",schemaPath:"#/properties/turnsBackwardsCursor/type",keyword:"type",params:{type: schema92.properties.turnsBackwardsCursor.type}}];
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
validate206.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate206.errors = vErrors;
return errors === 0;
}


function validate205(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/clientResponse/v5.json" */;
let vErrors = null;
let errors = 0;
if(!(validate206(data, instancePath))){
vErrors = vErrors === null ? validate206.errors : vErrors.concat(validate206.errors);
errors = vErrors.length;
}
validate205.errors = vErrors;
return errors === 0;
}

const v6: Validator<T.ThreadSetNameParams> = validate222;
const schema96 = {"$id":"https://mwh.invalid/clientRequestParams/v6.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadSetNameParams"};
const schema97 = {"properties":{"name":{"type":"string"},"threadId":{"type":"string"}},"required":["name","threadId"],"type":"object"};

function validate223(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.name === undefined) && (missing0 = "name")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate223.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.name !== undefined){
const _errs1 = errors;
if(typeof data.name !== "string"){
validate223.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"}}];
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
validate223.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate223.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate223.errors = vErrors;
return errors === 0;
}


function validate222(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/clientRequestParams/v6.json" */;
let vErrors = null;
let errors = 0;
if(!(validate223(data, instancePath))){
vErrors = vErrors === null ? validate223.errors : vErrors.concat(validate223.errors);
errors = vErrors.length;
}
validate222.errors = vErrors;
return errors === 0;
}

const v7: Validator<T.ThreadSetNameResponse> = validate225;
const schema98 = {"$id":"https://mwh.invalid/clientResponse/v7.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadSetNameResponse"};
const schema99 = {"type":"object"};

function validate226(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(!(data && typeof data == "object" && !Array.isArray(data))){
validate226.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
validate226.errors = vErrors;
return errors === 0;
}


function validate225(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/clientResponse/v7.json" */;
let vErrors = null;
let errors = 0;
if(!(validate226(data, instancePath))){
vErrors = vErrors === null ? validate226.errors : vErrors.concat(validate226.errors);
errors = vErrors.length;
}
validate225.errors = vErrors;
return errors === 0;
}

const v8: Validator<T.TurnStartParams> = validate228;
const schema100 = {"$id":"https://mwh.invalid/clientRequestParams/v8.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/TurnStartParams"};
const schema101 = {"properties":{"approvalPolicy":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/AskForApproval"}},"approvalsReviewer":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ApprovalsReviewer"}},"clientUserMessageId":{"type":["string","null"]},"cwd":{"type":["string","null"]},"disabledPluginIds":{"items":{"type":"string"},"type":["array","null"]},"effort":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ReasoningEffort"}},"input":{"items":{"$ref":"#/definitions/v2/UserInput"},"type":"array"},"model":{"type":["string","null"]},"outputSchema":{},"parentTurnId":{"type":["string","null"]},"personality":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/Personality"}},"rootTurnId":{"type":["string","null"]},"sandboxPolicy":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/SandboxPolicy"}},"serviceTier":{"type":["string","null"]},"serviceTierForTurn":{"type":["string","null"]},"summary":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ReasoningSummary"}},"threadId":{"type":"string"},"toolOutput":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/TurnToolOutput"}},"turnTrigger":{"type":["string","null"]}},"required":["input","threadId"],"type":"object"};
const schema102 = {"oneOf":[{"enum":["auto","concise","detailed"],"type":"string"},{"enum":["none"],"type":"string"}]};

function validate236(data, instancePath=""){
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
const err1 = {instancePath,schemaPath:"#/oneOf/0/enum",keyword:"enum",params:{allowedValues: schema102.oneOf[0].enum}};
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
const err3 = {instancePath,schemaPath:"#/oneOf/1/enum",keyword:"enum",params:{allowedValues: schema102.oneOf[1].enum}};
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
validate236.errors = vErrors;
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
validate236.errors = vErrors;
return errors === 0;
}

const schema103 = {"properties":{"name":{"type":"string"},"namespace":{"type":["string","null"]},"output":{"$ref":"#/definitions/v2/FunctionCallOutputBody"},"retain":{"type":"boolean"}},"required":["name","output"],"type":"object"};

function validate238(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.name === undefined) && (missing0 = "name")) || ((data.output === undefined) && (missing0 = "output"))){
validate238.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.name !== undefined){
const _errs1 = errors;
if(typeof data.name !== "string"){
validate238.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"}}];
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
validate238.errors = [{instancePath:instancePath+"/namespace",schemaPath:"#/properties/namespace/type",keyword:"type",params:{type: schema103.properties.namespace.type}}];
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
if(!(validate134(data.output, instancePath+"/output"))){
vErrors = vErrors === null ? validate134.errors : vErrors.concat(validate134.errors);
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
validate238.errors = [{instancePath:instancePath+"/retain",schemaPath:"#/properties/retain/type",keyword:"type",params:{type: "boolean"}}];
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
validate238.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate238.errors = vErrors;
return errors === 0;
}


function validate229(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.input === undefined) && (missing0 = "input")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate229.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
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
validate229.errors = vErrors;
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
validate229.errors = vErrors;
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
validate229.errors = [{instancePath:instancePath+"/clientUserMessageId",schemaPath:"#/properties/clientUserMessageId/type",keyword:"type",params:{type: schema101.properties.clientUserMessageId.type}}];
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
validate229.errors = [{instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/type",keyword:"type",params:{type: schema101.properties.cwd.type}}];
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
validate229.errors = [{instancePath:instancePath+"/disabledPluginIds",schemaPath:"#/properties/disabledPluginIds/type",keyword:"type",params:{type: schema101.properties.disabledPluginIds.type}}];
return false;
}
if(errors === _errs15){
if(Array.isArray(data4)){
var valid3 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs17 = errors;
if(typeof data4[i0] !== "string"){
validate229.errors = [{instancePath:instancePath+"/disabledPluginIds/" + i0,schemaPath:"#/properties/disabledPluginIds/items/type",keyword:"type",params:{type: "string"}}];
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
validate229.errors = vErrors;
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
if(!(validate99(data7[i1], instancePath+"/input/" + i1))){
vErrors = vErrors === null ? validate99.errors : vErrors.concat(validate99.errors);
errors = vErrors.length;
}
var valid5 = _errs26 === errors;
if(!valid5){
break;
}
}
}
else {
validate229.errors = [{instancePath:instancePath+"/input",schemaPath:"#/properties/input/type",keyword:"type",params:{type: "array"}}];
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
validate229.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: schema101.properties.model.type}}];
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
validate229.errors = [{instancePath:instancePath+"/parentTurnId",schemaPath:"#/properties/parentTurnId/type",keyword:"type",params:{type: schema101.properties.parentTurnId.type}}];
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
validate229.errors = vErrors;
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
validate229.errors = [{instancePath:instancePath+"/rootTurnId",schemaPath:"#/properties/rootTurnId/type",keyword:"type",params:{type: schema101.properties.rootTurnId.type}}];
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
validate229.errors = vErrors;
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
validate229.errors = [{instancePath:instancePath+"/serviceTier",schemaPath:"#/properties/serviceTier/type",keyword:"type",params:{type: schema101.properties.serviceTier.type}}];
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
validate229.errors = [{instancePath:instancePath+"/serviceTierForTurn",schemaPath:"#/properties/serviceTierForTurn/type",keyword:"type",params:{type: schema101.properties.serviceTierForTurn.type}}];
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
if(!(validate236(data16, instancePath+"/summary"))){
vErrors = vErrors === null ? validate236.errors : vErrors.concat(validate236.errors);
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
validate229.errors = vErrors;
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
validate229.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate238(data18, instancePath+"/toolOutput"))){
vErrors = vErrors === null ? validate238.errors : vErrors.concat(validate238.errors);
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
validate229.errors = vErrors;
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
validate229.errors = [{instancePath:instancePath+"/turnTrigger",schemaPath:"#/properties/turnTrigger/type",keyword:"type",params:{type: schema101.properties.turnTrigger.type}}];
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
validate229.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate229.errors = vErrors;
return errors === 0;
}


function validate228(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/clientRequestParams/v8.json" */;
let vErrors = null;
let errors = 0;
if(!(validate229(data, instancePath))){
vErrors = vErrors === null ? validate229.errors : vErrors.concat(validate229.errors);
errors = vErrors.length;
}
validate228.errors = vErrors;
return errors === 0;
}

const v9: Validator<T.TurnStartResponse> = validate242;
const schema104 = {"$id":"https://mwh.invalid/clientResponse/v9.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/TurnStartResponse"};
const schema105 = {"properties":{"turn":{"$ref":"#/definitions/v2/Turn"}},"required":["turn"],"type":"object"};

function validate243(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.turn === undefined) && (missing0 = "turn")){
validate243.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.turn !== undefined){
if(!(validate87(data.turn, instancePath+"/turn"))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
errors = vErrors.length;
}
}
}
}
else {
validate243.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate243.errors = vErrors;
return errors === 0;
}


function validate242(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/clientResponse/v9.json" */;
let vErrors = null;
let errors = 0;
if(!(validate243(data, instancePath))){
vErrors = vErrors === null ? validate243.errors : vErrors.concat(validate243.errors);
errors = vErrors.length;
}
validate242.errors = vErrors;
return errors === 0;
}

const v10: Validator<T.TurnInterruptParams> = validate246;
const schema106 = {"$id":"https://mwh.invalid/clientRequestParams/v10.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/TurnInterruptParams"};
const schema107 = {"properties":{"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["threadId","turnId"],"type":"object"};

function validate247(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.threadId === undefined) && (missing0 = "threadId")) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate247.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.threadId !== undefined){
const _errs1 = errors;
if(typeof data.threadId !== "string"){
validate247.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate247.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate247.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate247.errors = vErrors;
return errors === 0;
}


function validate246(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/clientRequestParams/v10.json" */;
let vErrors = null;
let errors = 0;
if(!(validate247(data, instancePath))){
vErrors = vErrors === null ? validate247.errors : vErrors.concat(validate247.errors);
errors = vErrors.length;
}
validate246.errors = vErrors;
return errors === 0;
}

const v11: Validator<T.TurnInterruptResponse> = validate249;
const schema108 = {"$id":"https://mwh.invalid/clientResponse/v11.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/TurnInterruptResponse"};
const schema109 = {"type":"object"};

function validate250(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(!(data && typeof data == "object" && !Array.isArray(data))){
validate250.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
validate250.errors = vErrors;
return errors === 0;
}


function validate249(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/clientResponse/v11.json" */;
let vErrors = null;
let errors = 0;
if(!(validate250(data, instancePath))){
vErrors = vErrors === null ? validate250.errors : vErrors.concat(validate250.errors);
errors = vErrors.length;
}
validate249.errors = vErrors;
return errors === 0;
}

const v12: Validator<T.LoginAccountParams> = validate252;
const schema110 = {"$id":"https://mwh.invalid/clientRequestParams/v12.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/LoginAccountParams"};
const schema111 = {"oneOf":[{"properties":{"apiKey":{"type":"string"},"type":{"enum":["apiKey"],"type":"string"}},"required":["apiKey","type"],"type":"object"},{"properties":{"appBrand":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/LoginAppBrand"}},"codexStreamlinedLogin":{"type":"boolean"},"type":{"enum":["chatgpt"],"type":"string"},"useHostedLoginSuccessPage":{"type":"boolean"}},"required":["type"],"type":"object"},{"properties":{"type":{"enum":["chatgptDeviceCode"],"type":"string"}},"required":["type"],"type":"object"},{"properties":{"accessToken":{"type":"string"},"chatgptAccountId":{"type":"string"},"chatgptPlanType":{"type":["string","null"]},"type":{"enum":["chatgptAuthTokens"],"type":"string"}},"required":["accessToken","chatgptAccountId","type"],"type":"object"},{"properties":{"apiKey":{"type":"string"},"region":{"type":"string"},"type":{"enum":["amazonBedrock"],"type":"string"}},"required":["apiKey","region","type"],"type":"object"},{"properties":{"accessKeyId":{"type":"string"},"region":{"type":"string"},"secretAccessKey":{"type":"string"},"sessionToken":{"type":["string","null"]},"type":{"enum":["amazonBedrockAccessKeys"],"type":"string"}},"required":["accessKeyId","region","secretAccessKey","type"],"type":"object"}],"type":"object","discriminator":{"propertyName":"type"}};
const schema112 = {"enum":["codex","chatgpt"],"type":"string"};

function validate254(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate254.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "codex") || (data === "chatgpt"))){
validate254.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema112.enum}}];
return false;
}
validate254.errors = vErrors;
return errors === 0;
}


function validate253(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "apiKey"){
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.apiKey === undefined) && (missing0 = "apiKey")) || ((data.type === undefined) && (missing0 = "type"))){
validate253.errors = [{instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.apiKey !== undefined){
const _errs4 = errors;
if(typeof data.apiKey !== "string"){
validate253.errors = [{instancePath:instancePath+"/apiKey",schemaPath:"#/oneOf/0/properties/apiKey/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.type !== undefined){
let data1 = data.type;
const _errs6 = errors;
if(typeof data1 !== "string"){
validate253.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data1 === "apiKey")){
validate253.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/enum",keyword:"enum",params:{allowedValues: schema111.oneOf[0].properties.type.enum}}];
return false;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate253.errors = [{instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "chatgpt"){
const _errs8 = errors;
if(errors === _errs8){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.type === undefined) && (missing1 = "type")){
validate253.errors = [{instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data.appBrand !== undefined){
let data2 = data.appBrand;
const _errs10 = errors;
const _errs11 = errors;
let valid5 = true;
const _errs12 = errors;
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
if(!(validate254(data2, instancePath+"/appBrand"))){
vErrors = vErrors === null ? validate254.errors : vErrors.concat(validate254.errors);
errors = vErrors.length;
}
var _valid0 = _errs14 === errors;
valid5 = _valid0;
}
if(!valid5){
const err1 = {instancePath:instancePath+"/appBrand",schemaPath:"#/oneOf/1/properties/appBrand/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate253.errors = vErrors;
return false;
}
var valid4 = _errs10 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.codexStreamlinedLogin !== undefined){
const _errs15 = errors;
if(typeof data.codexStreamlinedLogin !== "boolean"){
validate253.errors = [{instancePath:instancePath+"/codexStreamlinedLogin",schemaPath:"#/oneOf/1/properties/codexStreamlinedLogin/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid4 = _errs15 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.type !== undefined){
let data4 = data.type;
const _errs17 = errors;
if(typeof data4 !== "string"){
validate253.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data4 === "chatgpt")){
validate253.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/enum",keyword:"enum",params:{allowedValues: schema111.oneOf[1].properties.type.enum}}];
return false;
}
var valid4 = _errs17 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.useHostedLoginSuccessPage !== undefined){
const _errs19 = errors;
if(typeof data.useHostedLoginSuccessPage !== "boolean"){
validate253.errors = [{instancePath:instancePath+"/useHostedLoginSuccessPage",schemaPath:"#/oneOf/1/properties/useHostedLoginSuccessPage/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid4 = _errs19 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
}
else {
validate253.errors = [{instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "chatgptDeviceCode"){
const _errs21 = errors;
if(errors === _errs21){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.type === undefined) && (missing2 = "type")){
validate253.errors = [{instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
if(data.type !== undefined){
let data6 = data.type;
if(typeof data6 !== "string"){
validate253.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/2/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data6 === "chatgptDeviceCode")){
validate253.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/2/properties/type/enum",keyword:"enum",params:{allowedValues: schema111.oneOf[2].properties.type.enum}}];
return false;
}
}
}
}
else {
validate253.errors = [{instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "chatgptAuthTokens"){
const _errs25 = errors;
if(errors === _errs25){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((((data.accessToken === undefined) && (missing3 = "accessToken")) || ((data.chatgptAccountId === undefined) && (missing3 = "chatgptAccountId"))) || ((data.type === undefined) && (missing3 = "type"))){
validate253.errors = [{instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: missing3}}];
return false;
}
else {
if(data.accessToken !== undefined){
const _errs27 = errors;
if(typeof data.accessToken !== "string"){
validate253.errors = [{instancePath:instancePath+"/accessToken",schemaPath:"#/oneOf/3/properties/accessToken/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid9 = _errs27 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data.chatgptAccountId !== undefined){
const _errs29 = errors;
if(typeof data.chatgptAccountId !== "string"){
validate253.errors = [{instancePath:instancePath+"/chatgptAccountId",schemaPath:"#/oneOf/3/properties/chatgptAccountId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid9 = _errs29 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data.chatgptPlanType !== undefined){
let data9 = data.chatgptPlanType;
const _errs31 = errors;
if((typeof data9 !== "string") && (data9 !== null)){
validate253.errors = [{instancePath:instancePath+"/chatgptPlanType",schemaPath:"#/oneOf/3/properties/chatgptPlanType/type",keyword:"type",params:{type: schema111.oneOf[3].properties.chatgptPlanType.type}}];
return false;
}
var valid9 = _errs31 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data.type !== undefined){
let data10 = data.type;
const _errs33 = errors;
if(typeof data10 !== "string"){
validate253.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/3/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data10 === "chatgptAuthTokens")){
validate253.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/3/properties/type/enum",keyword:"enum",params:{allowedValues: schema111.oneOf[3].properties.type.enum}}];
return false;
}
var valid9 = _errs33 === errors;
}
else {
var valid9 = true;
}
}
}
}
}
}
else {
validate253.errors = [{instancePath,schemaPath:"#/oneOf/3/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "amazonBedrock"){
const _errs35 = errors;
if(errors === _errs35){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((((data.apiKey === undefined) && (missing4 = "apiKey")) || ((data.region === undefined) && (missing4 = "region"))) || ((data.type === undefined) && (missing4 = "type"))){
validate253.errors = [{instancePath,schemaPath:"#/oneOf/4/required",keyword:"required",params:{missingProperty: missing4}}];
return false;
}
else {
if(data.apiKey !== undefined){
const _errs37 = errors;
if(typeof data.apiKey !== "string"){
validate253.errors = [{instancePath:instancePath+"/apiKey",schemaPath:"#/oneOf/4/properties/apiKey/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid11 = _errs37 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data.region !== undefined){
const _errs39 = errors;
if(typeof data.region !== "string"){
validate253.errors = [{instancePath:instancePath+"/region",schemaPath:"#/oneOf/4/properties/region/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid11 = _errs39 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data.type !== undefined){
let data13 = data.type;
const _errs41 = errors;
if(typeof data13 !== "string"){
validate253.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/4/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data13 === "amazonBedrock")){
validate253.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/4/properties/type/enum",keyword:"enum",params:{allowedValues: schema111.oneOf[4].properties.type.enum}}];
return false;
}
var valid11 = _errs41 === errors;
}
else {
var valid11 = true;
}
}
}
}
}
else {
validate253.errors = [{instancePath,schemaPath:"#/oneOf/4/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "amazonBedrockAccessKeys"){
const _errs43 = errors;
if(errors === _errs43){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
if(((((data.accessKeyId === undefined) && (missing5 = "accessKeyId")) || ((data.region === undefined) && (missing5 = "region"))) || ((data.secretAccessKey === undefined) && (missing5 = "secretAccessKey"))) || ((data.type === undefined) && (missing5 = "type"))){
validate253.errors = [{instancePath,schemaPath:"#/oneOf/5/required",keyword:"required",params:{missingProperty: missing5}}];
return false;
}
else {
if(data.accessKeyId !== undefined){
const _errs45 = errors;
if(typeof data.accessKeyId !== "string"){
validate253.errors = [{instancePath:instancePath+"/accessKeyId",schemaPath:"#/oneOf/5/properties/accessKeyId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid13 = _errs45 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data.region !== undefined){
const _errs47 = errors;
if(typeof data.region !== "string"){
validate253.errors = [{instancePath:instancePath+"/region",schemaPath:"#/oneOf/5/properties/region/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid13 = _errs47 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data.secretAccessKey !== undefined){
const _errs49 = errors;
if(typeof data.secretAccessKey !== "string"){
validate253.errors = [{instancePath:instancePath+"/secretAccessKey",schemaPath:"#/oneOf/5/properties/secretAccessKey/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid13 = _errs49 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data.sessionToken !== undefined){
let data17 = data.sessionToken;
const _errs51 = errors;
if((typeof data17 !== "string") && (data17 !== null)){
validate253.errors = [{instancePath:instancePath+"/sessionToken",schemaPath:"#/oneOf/5/properties/sessionToken/type",keyword:"type",params:{type: schema111.oneOf[5].properties.sessionToken.type}}];
return false;
}
var valid13 = _errs51 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data.type !== undefined){
let data18 = data.type;
const _errs53 = errors;
if(typeof data18 !== "string"){
validate253.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/5/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data18 === "amazonBedrockAccessKeys")){
validate253.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/5/properties/type/enum",keyword:"enum",params:{allowedValues: schema111.oneOf[5].properties.type.enum}}];
return false;
}
var valid13 = _errs53 === errors;
}
else {
var valid13 = true;
}
}
}
}
}
}
}
else {
validate253.errors = [{instancePath,schemaPath:"#/oneOf/5/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else {
validate253.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate253.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate253.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate253.errors = vErrors;
return errors === 0;
}


function validate252(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/clientRequestParams/v12.json" */;
let vErrors = null;
let errors = 0;
if(!(validate253(data, instancePath))){
vErrors = vErrors === null ? validate253.errors : vErrors.concat(validate253.errors);
errors = vErrors.length;
}
validate252.errors = vErrors;
return errors === 0;
}

const v13: Validator<T.LoginAccountResponse> = validate257;
const schema113 = {"$id":"https://mwh.invalid/clientResponse/v13.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/LoginAccountResponse"};
const schema114 = {"oneOf":[{"properties":{"type":{"enum":["apiKey"],"type":"string"}},"required":["type"],"type":"object"},{"properties":{"authUrl":{"type":"string"},"loginId":{"type":"string"},"type":{"enum":["chatgpt"],"type":"string"}},"required":["authUrl","loginId","type"],"type":"object"},{"properties":{"loginId":{"type":"string"},"type":{"enum":["chatgptDeviceCode"],"type":"string"},"userCode":{"type":"string"},"verificationUrl":{"type":"string"}},"required":["loginId","type","userCode","verificationUrl"],"type":"object"},{"properties":{"type":{"enum":["chatgptAuthTokens"],"type":"string"}},"required":["type"],"type":"object"},{"properties":{"type":{"enum":["amazonBedrock"],"type":"string"}},"required":["type"],"type":"object"}],"type":"object","discriminator":{"propertyName":"type"}};

function validate258(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "apiKey"){
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate258.errors = [{instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
validate258.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data0 === "apiKey")){
validate258.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/enum",keyword:"enum",params:{allowedValues: schema114.oneOf[0].properties.type.enum}}];
return false;
}
}
}
}
else {
validate258.errors = [{instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "chatgpt"){
const _errs6 = errors;
if(errors === _errs6){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((((data.authUrl === undefined) && (missing1 = "authUrl")) || ((data.loginId === undefined) && (missing1 = "loginId"))) || ((data.type === undefined) && (missing1 = "type"))){
validate258.errors = [{instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data.authUrl !== undefined){
const _errs8 = errors;
if(typeof data.authUrl !== "string"){
validate258.errors = [{instancePath:instancePath+"/authUrl",schemaPath:"#/oneOf/1/properties/authUrl/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid4 = _errs8 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.loginId !== undefined){
const _errs10 = errors;
if(typeof data.loginId !== "string"){
validate258.errors = [{instancePath:instancePath+"/loginId",schemaPath:"#/oneOf/1/properties/loginId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid4 = _errs10 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.type !== undefined){
let data3 = data.type;
const _errs12 = errors;
if(typeof data3 !== "string"){
validate258.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data3 === "chatgpt")){
validate258.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/enum",keyword:"enum",params:{allowedValues: schema114.oneOf[1].properties.type.enum}}];
return false;
}
var valid4 = _errs12 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
else {
validate258.errors = [{instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "chatgptDeviceCode"){
const _errs14 = errors;
if(errors === _errs14){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if(((((data.loginId === undefined) && (missing2 = "loginId")) || ((data.type === undefined) && (missing2 = "type"))) || ((data.userCode === undefined) && (missing2 = "userCode"))) || ((data.verificationUrl === undefined) && (missing2 = "verificationUrl"))){
validate258.errors = [{instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
if(data.loginId !== undefined){
const _errs16 = errors;
if(typeof data.loginId !== "string"){
validate258.errors = [{instancePath:instancePath+"/loginId",schemaPath:"#/oneOf/2/properties/loginId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid6 = _errs16 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.type !== undefined){
let data5 = data.type;
const _errs18 = errors;
if(typeof data5 !== "string"){
validate258.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/2/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data5 === "chatgptDeviceCode")){
validate258.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/2/properties/type/enum",keyword:"enum",params:{allowedValues: schema114.oneOf[2].properties.type.enum}}];
return false;
}
var valid6 = _errs18 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.userCode !== undefined){
const _errs20 = errors;
if(typeof data.userCode !== "string"){
validate258.errors = [{instancePath:instancePath+"/userCode",schemaPath:"#/oneOf/2/properties/userCode/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid6 = _errs20 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.verificationUrl !== undefined){
const _errs22 = errors;
if(typeof data.verificationUrl !== "string"){
validate258.errors = [{instancePath:instancePath+"/verificationUrl",schemaPath:"#/oneOf/2/properties/verificationUrl/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid6 = _errs22 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
}
else {
validate258.errors = [{instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "chatgptAuthTokens"){
const _errs24 = errors;
if(errors === _errs24){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.type === undefined) && (missing3 = "type")){
validate258.errors = [{instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: missing3}}];
return false;
}
else {
if(data.type !== undefined){
let data8 = data.type;
if(typeof data8 !== "string"){
validate258.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/3/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data8 === "chatgptAuthTokens")){
validate258.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/3/properties/type/enum",keyword:"enum",params:{allowedValues: schema114.oneOf[3].properties.type.enum}}];
return false;
}
}
}
}
else {
validate258.errors = [{instancePath,schemaPath:"#/oneOf/3/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "amazonBedrock"){
const _errs28 = errors;
if(errors === _errs28){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.type === undefined) && (missing4 = "type")){
validate258.errors = [{instancePath,schemaPath:"#/oneOf/4/required",keyword:"required",params:{missingProperty: missing4}}];
return false;
}
else {
if(data.type !== undefined){
let data9 = data.type;
if(typeof data9 !== "string"){
validate258.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/4/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data9 === "amazonBedrock")){
validate258.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/4/properties/type/enum",keyword:"enum",params:{allowedValues: schema114.oneOf[4].properties.type.enum}}];
return false;
}
}
}
}
else {
validate258.errors = [{instancePath,schemaPath:"#/oneOf/4/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else {
validate258.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate258.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate258.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate258.errors = vErrors;
return errors === 0;
}


function validate257(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/clientResponse/v13.json" */;
let vErrors = null;
let errors = 0;
if(!(validate258(data, instancePath))){
vErrors = vErrors === null ? validate258.errors : vErrors.concat(validate258.errors);
errors = vErrors.length;
}
validate257.errors = vErrors;
return errors === 0;
}

const v14: Validator<T.ErrorNotification> = validate260;
const schema115 = {"$id":"https://mwh.invalid/serverNotificationParams/v14.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ErrorNotification"};
const schema116 = {"properties":{"error":{"$ref":"#/definitions/v2/TurnError"},"threadId":{"type":"string"},"turnId":{"type":"string"},"willRetry":{"type":"boolean"}},"required":["error","threadId","turnId","willRetry"],"type":"object"};

function validate261(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.error === undefined) && (missing0 = "error")) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))) || ((data.willRetry === undefined) && (missing0 = "willRetry"))){
validate261.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.error !== undefined){
const _errs1 = errors;
if(!(validate88(data.error, instancePath+"/error"))){
vErrors = vErrors === null ? validate88.errors : vErrors.concat(validate88.errors);
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
validate261.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate261.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate261.errors = [{instancePath:instancePath+"/willRetry",schemaPath:"#/properties/willRetry/type",keyword:"type",params:{type: "boolean"}}];
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
validate261.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate261.errors = vErrors;
return errors === 0;
}


function validate260(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v14.json" */;
let vErrors = null;
let errors = 0;
if(!(validate261(data, instancePath))){
vErrors = vErrors === null ? validate261.errors : vErrors.concat(validate261.errors);
errors = vErrors.length;
}
validate260.errors = vErrors;
return errors === 0;
}

const v15: Validator<T.ThreadStartedNotification> = validate264;
const schema117 = {"$id":"https://mwh.invalid/serverNotificationParams/v15.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadStartedNotification"};
const schema118 = {"properties":{"thread":{"$ref":"#/definitions/v2/Thread"}},"required":["thread"],"type":"object"};

function validate265(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.thread === undefined) && (missing0 = "thread")){
validate265.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.thread !== undefined){
if(!(validate63(data.thread, instancePath+"/thread"))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
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


function validate264(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v15.json" */;
let vErrors = null;
let errors = 0;
if(!(validate265(data, instancePath))){
vErrors = vErrors === null ? validate265.errors : vErrors.concat(validate265.errors);
errors = vErrors.length;
}
validate264.errors = vErrors;
return errors === 0;
}

const v16: Validator<T.ThreadStatusChangedNotification> = validate268;
const schema119 = {"$id":"https://mwh.invalid/serverNotificationParams/v16.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadStatusChangedNotification"};
const schema120 = {"properties":{"status":{"$ref":"#/definitions/v2/ThreadStatus"},"threadId":{"type":"string"}},"required":["status","threadId"],"type":"object"};

function validate269(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.status === undefined) && (missing0 = "status")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate269.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.status !== undefined){
const _errs1 = errors;
if(!(validate82(data.status, instancePath+"/status"))){
vErrors = vErrors === null ? validate82.errors : vErrors.concat(validate82.errors);
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
validate269.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate269.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate269.errors = vErrors;
return errors === 0;
}


function validate268(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v16.json" */;
let vErrors = null;
let errors = 0;
if(!(validate269(data, instancePath))){
vErrors = vErrors === null ? validate269.errors : vErrors.concat(validate269.errors);
errors = vErrors.length;
}
validate268.errors = vErrors;
return errors === 0;
}

const v17: Validator<T.ThreadReadStateChangedNotification> = validate272;
const schema121 = {"$id":"https://mwh.invalid/serverNotificationParams/v17.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadReadStateChangedNotification"};
const schema122 = {"properties":{"readState":{"$ref":"#/definitions/v2/ThreadReadState"},"threadId":{"type":"string"}},"required":["readState","threadId"],"type":"object"};
const schema123 = {"properties":{"firstUnread":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ThreadUnreadPosition"}},"revision":{"type":"string"}},"required":["revision"],"type":"object"};
const schema124 = {"oneOf":[{"properties":{"type":{"enum":["threadStart"],"type":"string"}},"required":["type"],"type":"object"},{"properties":{"turnId":{"type":"string"},"type":{"enum":["turn"],"type":"string"}},"required":["turnId","type"],"type":"object"}],"type":"object","discriminator":{"propertyName":"type"}};

function validate275(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "threadStart"){
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate275.errors = [{instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
validate275.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data0 === "threadStart")){
validate275.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/enum",keyword:"enum",params:{allowedValues: schema124.oneOf[0].properties.type.enum}}];
return false;
}
}
}
}
else {
validate275.errors = [{instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "turn"){
const _errs6 = errors;
if(errors === _errs6){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.turnId === undefined) && (missing1 = "turnId")) || ((data.type === undefined) && (missing1 = "type"))){
validate275.errors = [{instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data.turnId !== undefined){
const _errs8 = errors;
if(typeof data.turnId !== "string"){
validate275.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/oneOf/1/properties/turnId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid4 = _errs8 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.type !== undefined){
let data2 = data.type;
const _errs10 = errors;
if(typeof data2 !== "string"){
validate275.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data2 === "turn")){
validate275.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/enum",keyword:"enum",params:{allowedValues: schema124.oneOf[1].properties.type.enum}}];
return false;
}
var valid4 = _errs10 === errors;
}
else {
var valid4 = true;
}
}
}
}
else {
validate275.errors = [{instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else {
validate275.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate275.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
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


function validate274(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.revision === undefined) && (missing0 = "revision")){
validate274.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
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
if(!(validate275(data0, instancePath+"/firstUnread"))){
vErrors = vErrors === null ? validate275.errors : vErrors.concat(validate275.errors);
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
validate274.errors = vErrors;
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
validate274.errors = [{instancePath:instancePath+"/revision",schemaPath:"#/properties/revision/type",keyword:"type",params:{type: "string"}}];
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
validate274.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate274.errors = vErrors;
return errors === 0;
}


function validate273(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.readState === undefined) && (missing0 = "readState")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate273.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.readState !== undefined){
const _errs1 = errors;
if(!(validate274(data.readState, instancePath+"/readState"))){
vErrors = vErrors === null ? validate274.errors : vErrors.concat(validate274.errors);
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
validate273.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate273.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate273.errors = vErrors;
return errors === 0;
}


function validate272(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v17.json" */;
let vErrors = null;
let errors = 0;
if(!(validate273(data, instancePath))){
vErrors = vErrors === null ? validate273.errors : vErrors.concat(validate273.errors);
errors = vErrors.length;
}
validate272.errors = vErrors;
return errors === 0;
}

const v18: Validator<T.ThreadArchivedNotification> = validate279;
const schema125 = {"$id":"https://mwh.invalid/serverNotificationParams/v18.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadArchivedNotification"};
const schema126 = {"properties":{"threadId":{"type":"string"}},"required":["threadId"],"type":"object"};

function validate280(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.threadId === undefined) && (missing0 = "threadId")){
validate280.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.threadId !== undefined){
if(typeof data.threadId !== "string"){
validate280.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
}
else {
validate280.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate280.errors = vErrors;
return errors === 0;
}


function validate279(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v18.json" */;
let vErrors = null;
let errors = 0;
if(!(validate280(data, instancePath))){
vErrors = vErrors === null ? validate280.errors : vErrors.concat(validate280.errors);
errors = vErrors.length;
}
validate279.errors = vErrors;
return errors === 0;
}

const v19: Validator<T.ThreadDeletedNotification> = validate282;
const schema127 = {"$id":"https://mwh.invalid/serverNotificationParams/v19.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadDeletedNotification"};
const schema128 = {"properties":{"threadId":{"type":"string"}},"required":["threadId"],"type":"object"};

function validate283(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.threadId === undefined) && (missing0 = "threadId")){
validate283.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.threadId !== undefined){
if(typeof data.threadId !== "string"){
validate283.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
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


function validate282(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v19.json" */;
let vErrors = null;
let errors = 0;
if(!(validate283(data, instancePath))){
vErrors = vErrors === null ? validate283.errors : vErrors.concat(validate283.errors);
errors = vErrors.length;
}
validate282.errors = vErrors;
return errors === 0;
}

const v20: Validator<T.ThreadUnarchivedNotification> = validate285;
const schema129 = {"$id":"https://mwh.invalid/serverNotificationParams/v20.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadUnarchivedNotification"};
const schema130 = {"properties":{"threadId":{"type":"string"}},"required":["threadId"],"type":"object"};

function validate286(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.threadId === undefined) && (missing0 = "threadId")){
validate286.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.threadId !== undefined){
if(typeof data.threadId !== "string"){
validate286.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
}
else {
validate286.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate286.errors = vErrors;
return errors === 0;
}


function validate285(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v20.json" */;
let vErrors = null;
let errors = 0;
if(!(validate286(data, instancePath))){
vErrors = vErrors === null ? validate286.errors : vErrors.concat(validate286.errors);
errors = vErrors.length;
}
validate285.errors = vErrors;
return errors === 0;
}

const v21: Validator<T.ThreadClosedNotification> = validate288;
const schema131 = {"$id":"https://mwh.invalid/serverNotificationParams/v21.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadClosedNotification"};
const schema132 = {"properties":{"threadId":{"type":"string"}},"required":["threadId"],"type":"object"};

function validate289(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.threadId === undefined) && (missing0 = "threadId")){
validate289.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.threadId !== undefined){
if(typeof data.threadId !== "string"){
validate289.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
}
else {
validate289.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate289.errors = vErrors;
return errors === 0;
}


function validate288(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v21.json" */;
let vErrors = null;
let errors = 0;
if(!(validate289(data, instancePath))){
vErrors = vErrors === null ? validate289.errors : vErrors.concat(validate289.errors);
errors = vErrors.length;
}
validate288.errors = vErrors;
return errors === 0;
}

const v22: Validator<T.ThreadRevertedNotification> = validate291;
const schema133 = {"$id":"https://mwh.invalid/serverNotificationParams/v22.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadRevertedNotification"};
const schema134 = {"properties":{"threadId":{"type":"string"}},"required":["threadId"],"type":"object"};

function validate292(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.threadId === undefined) && (missing0 = "threadId")){
validate292.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.threadId !== undefined){
if(typeof data.threadId !== "string"){
validate292.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
}
else {
validate292.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate292.errors = vErrors;
return errors === 0;
}


function validate291(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v22.json" */;
let vErrors = null;
let errors = 0;
if(!(validate292(data, instancePath))){
vErrors = vErrors === null ? validate292.errors : vErrors.concat(validate292.errors);
errors = vErrors.length;
}
validate291.errors = vErrors;
return errors === 0;
}

const v23: Validator<T.SkillsChangedNotification> = validate294;
const schema135 = {"$id":"https://mwh.invalid/serverNotificationParams/v23.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/SkillsChangedNotification"};
const schema136 = {"type":"object"};

function validate295(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(!(data && typeof data == "object" && !Array.isArray(data))){
validate295.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
validate295.errors = vErrors;
return errors === 0;
}


function validate294(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v23.json" */;
let vErrors = null;
let errors = 0;
if(!(validate295(data, instancePath))){
vErrors = vErrors === null ? validate295.errors : vErrors.concat(validate295.errors);
errors = vErrors.length;
}
validate294.errors = vErrors;
return errors === 0;
}

const v24: Validator<T.ThreadNameUpdatedNotification> = validate297;
const schema137 = {"$id":"https://mwh.invalid/serverNotificationParams/v24.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadNameUpdatedNotification"};
const schema138 = {"properties":{"threadId":{"type":"string"},"threadName":{"type":["string","null"]}},"required":["threadId"],"type":"object"};

function validate298(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.threadId === undefined) && (missing0 = "threadId")){
validate298.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.threadId !== undefined){
const _errs1 = errors;
if(typeof data.threadId !== "string"){
validate298.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate298.errors = [{instancePath:instancePath+"/threadName",schemaPath:"#/properties/threadName/type",keyword:"type",params:{type: schema138.properties.threadName.type}}];
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
validate298.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate298.errors = vErrors;
return errors === 0;
}


function validate297(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v24.json" */;
let vErrors = null;
let errors = 0;
if(!(validate298(data, instancePath))){
vErrors = vErrors === null ? validate298.errors : vErrors.concat(validate298.errors);
errors = vErrors.length;
}
validate297.errors = vErrors;
return errors === 0;
}

const v25: Validator<T.ThreadSectionChangedNotification> = validate300;
const schema139 = {"$id":"https://mwh.invalid/serverNotificationParams/v25.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadSectionChangedNotification"};
const schema140 = {"properties":{"sectionId":{"type":["string","null"]},"threadId":{"type":"string"}},"required":["sectionId","threadId"],"type":"object"};

function validate301(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.sectionId === undefined) && (missing0 = "sectionId")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate301.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.sectionId !== undefined){
let data0 = data.sectionId;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate301.errors = [{instancePath:instancePath+"/sectionId",schemaPath:"#/properties/sectionId/type",keyword:"type",params:{type: schema140.properties.sectionId.type}}];
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
validate301.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate301.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate301.errors = vErrors;
return errors === 0;
}


function validate300(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v25.json" */;
let vErrors = null;
let errors = 0;
if(!(validate301(data, instancePath))){
vErrors = vErrors === null ? validate301.errors : vErrors.concat(validate301.errors);
errors = vErrors.length;
}
validate300.errors = vErrors;
return errors === 0;
}

const v26: Validator<T.ThreadAttachmentUpdatedNotification> = validate303;
const schema141 = {"$id":"https://mwh.invalid/serverNotificationParams/v26.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadAttachmentUpdatedNotification"};
const schema142 = {"properties":{"attachmentId":{"type":"string"},"attachmentType":{"type":"string"},"identityKey":{"type":"string"},"operation":{"$ref":"#/definitions/v2/ThreadAttachmentOperation"},"threadId":{"type":"string"}},"required":["attachmentId","attachmentType","identityKey","operation","threadId"],"type":"object"};
const schema143 = {"enum":["created","deleted"],"type":"string"};

function validate305(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate305.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "created") || (data === "deleted"))){
validate305.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema143.enum}}];
return false;
}
validate305.errors = vErrors;
return errors === 0;
}


function validate304(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.attachmentId === undefined) && (missing0 = "attachmentId")) || ((data.attachmentType === undefined) && (missing0 = "attachmentType"))) || ((data.identityKey === undefined) && (missing0 = "identityKey"))) || ((data.operation === undefined) && (missing0 = "operation"))) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate304.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.attachmentId !== undefined){
const _errs1 = errors;
if(typeof data.attachmentId !== "string"){
validate304.errors = [{instancePath:instancePath+"/attachmentId",schemaPath:"#/properties/attachmentId/type",keyword:"type",params:{type: "string"}}];
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
validate304.errors = [{instancePath:instancePath+"/attachmentType",schemaPath:"#/properties/attachmentType/type",keyword:"type",params:{type: "string"}}];
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
validate304.errors = [{instancePath:instancePath+"/identityKey",schemaPath:"#/properties/identityKey/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate305(data.operation, instancePath+"/operation"))){
vErrors = vErrors === null ? validate305.errors : vErrors.concat(validate305.errors);
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
validate304.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate304.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate304.errors = vErrors;
return errors === 0;
}


function validate303(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v26.json" */;
let vErrors = null;
let errors = 0;
if(!(validate304(data, instancePath))){
vErrors = vErrors === null ? validate304.errors : vErrors.concat(validate304.errors);
errors = vErrors.length;
}
validate303.errors = vErrors;
return errors === 0;
}

const v27: Validator<T.ThreadGoalUpdatedNotification> = validate308;
const schema144 = {"$id":"https://mwh.invalid/serverNotificationParams/v27.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadGoalUpdatedNotification"};
const schema145 = {"properties":{"goal":{"$ref":"#/definitions/v2/ThreadGoal"},"threadId":{"type":"string"},"turnId":{"type":["string","null"]}},"required":["goal","threadId"],"type":"object"};
const schema146 = {"properties":{"createdAt":{"format":"int64","type":"integer"},"objective":{"type":"string"},"status":{"$ref":"#/definitions/v2/ThreadGoalStatus"},"threadId":{"type":"string"},"timeUsedSeconds":{"format":"int64","type":"integer"},"tokenBudget":{"format":"int64","type":["integer","null"]},"tokensUsed":{"format":"int64","type":"integer"},"updatedAt":{"format":"int64","type":"integer"}},"required":["createdAt","objective","status","threadId","timeUsedSeconds","tokensUsed","updatedAt"],"type":"object"};
const schema147 = {"enum":["active","paused","blocked","usageLimited","budgetLimited","complete"],"type":"string"};

function validate311(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate311.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((((data === "active") || (data === "paused")) || (data === "blocked")) || (data === "usageLimited")) || (data === "budgetLimited")) || (data === "complete"))){
validate311.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema147.enum}}];
return false;
}
validate311.errors = vErrors;
return errors === 0;
}


function validate310(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.createdAt === undefined) && (missing0 = "createdAt")) || ((data.objective === undefined) && (missing0 = "objective"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.timeUsedSeconds === undefined) && (missing0 = "timeUsedSeconds"))) || ((data.tokensUsed === undefined) && (missing0 = "tokensUsed"))) || ((data.updatedAt === undefined) && (missing0 = "updatedAt"))){
validate310.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.createdAt !== undefined){
let data0 = data.createdAt;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate310.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "integer"}}];
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
validate310.errors = [{instancePath:instancePath+"/objective",schemaPath:"#/properties/objective/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate311(data.status, instancePath+"/status"))){
vErrors = vErrors === null ? validate311.errors : vErrors.concat(validate311.errors);
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
validate310.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate310.errors = [{instancePath:instancePath+"/timeUsedSeconds",schemaPath:"#/properties/timeUsedSeconds/type",keyword:"type",params:{type: "integer"}}];
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
validate310.errors = [{instancePath:instancePath+"/tokenBudget",schemaPath:"#/properties/tokenBudget/type",keyword:"type",params:{type: schema146.properties.tokenBudget.type}}];
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
validate310.errors = [{instancePath:instancePath+"/tokensUsed",schemaPath:"#/properties/tokensUsed/type",keyword:"type",params:{type: "integer"}}];
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
validate310.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "integer"}}];
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
validate310.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate310.errors = vErrors;
return errors === 0;
}


function validate309(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.goal === undefined) && (missing0 = "goal")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate309.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.goal !== undefined){
const _errs1 = errors;
if(!(validate310(data.goal, instancePath+"/goal"))){
vErrors = vErrors === null ? validate310.errors : vErrors.concat(validate310.errors);
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
validate309.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate309.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: schema145.properties.turnId.type}}];
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
validate309.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate309.errors = vErrors;
return errors === 0;
}


function validate308(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v27.json" */;
let vErrors = null;
let errors = 0;
if(!(validate309(data, instancePath))){
vErrors = vErrors === null ? validate309.errors : vErrors.concat(validate309.errors);
errors = vErrors.length;
}
validate308.errors = vErrors;
return errors === 0;
}

const v28: Validator<T.ThreadPredictionUpdatedNotification> = validate315;
const schema148 = {"$id":"https://mwh.invalid/serverNotificationParams/v28.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadPredictionUpdatedNotification"};
const schema149 = {"properties":{"result":{"$ref":"#/definitions/v2/ThreadPredictionResult"},"sourceTurnId":{"type":"string"},"threadId":{"type":"string"}},"required":["result","sourceTurnId","threadId"],"type":"object"};
const schema150 = {"oneOf":[{"properties":{"text":{"type":["string","null"]},"type":{"enum":["completed"],"type":"string"}},"required":["type"],"type":"object"},{"properties":{"type":{"enum":["failed"],"type":"string"}},"required":["type"],"type":"object"}],"type":"object","discriminator":{"propertyName":"type"}};

function validate317(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "completed"){
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate317.errors = [{instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.text !== undefined){
let data0 = data.text;
const _errs4 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate317.errors = [{instancePath:instancePath+"/text",schemaPath:"#/oneOf/0/properties/text/type",keyword:"type",params:{type: schema150.oneOf[0].properties.text.type}}];
return false;
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.type !== undefined){
let data1 = data.type;
const _errs6 = errors;
if(typeof data1 !== "string"){
validate317.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data1 === "completed")){
validate317.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/enum",keyword:"enum",params:{allowedValues: schema150.oneOf[0].properties.type.enum}}];
return false;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate317.errors = [{instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "failed"){
const _errs8 = errors;
if(errors === _errs8){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.type === undefined) && (missing1 = "type")){
validate317.errors = [{instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data.type !== undefined){
let data2 = data.type;
if(typeof data2 !== "string"){
validate317.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data2 === "failed")){
validate317.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/enum",keyword:"enum",params:{allowedValues: schema150.oneOf[1].properties.type.enum}}];
return false;
}
}
}
}
else {
validate317.errors = [{instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else {
validate317.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate317.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate317.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate317.errors = vErrors;
return errors === 0;
}


function validate316(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.result === undefined) && (missing0 = "result")) || ((data.sourceTurnId === undefined) && (missing0 = "sourceTurnId"))) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate316.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.result !== undefined){
const _errs1 = errors;
if(!(validate317(data.result, instancePath+"/result"))){
vErrors = vErrors === null ? validate317.errors : vErrors.concat(validate317.errors);
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
validate316.errors = [{instancePath:instancePath+"/sourceTurnId",schemaPath:"#/properties/sourceTurnId/type",keyword:"type",params:{type: "string"}}];
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
validate316.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate316.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate316.errors = vErrors;
return errors === 0;
}


function validate315(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v28.json" */;
let vErrors = null;
let errors = 0;
if(!(validate316(data, instancePath))){
vErrors = vErrors === null ? validate316.errors : vErrors.concat(validate316.errors);
errors = vErrors.length;
}
validate315.errors = vErrors;
return errors === 0;
}

const v29: Validator<T.ThreadGoalClearedNotification> = validate320;
const schema151 = {"$id":"https://mwh.invalid/serverNotificationParams/v29.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadGoalClearedNotification"};
const schema152 = {"properties":{"threadId":{"type":"string"}},"required":["threadId"],"type":"object"};

function validate321(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.threadId === undefined) && (missing0 = "threadId")){
validate321.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.threadId !== undefined){
if(typeof data.threadId !== "string"){
validate321.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
}
else {
validate321.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate321.errors = vErrors;
return errors === 0;
}


function validate320(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v29.json" */;
let vErrors = null;
let errors = 0;
if(!(validate321(data, instancePath))){
vErrors = vErrors === null ? validate321.errors : vErrors.concat(validate321.errors);
errors = vErrors.length;
}
validate320.errors = vErrors;
return errors === 0;
}

const v30: Validator<T.ThreadQueueChangedNotification> = validate323;
const schema153 = {"$id":"https://mwh.invalid/serverNotificationParams/v30.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadQueueChangedNotification"};
const schema154 = {"properties":{"threadId":{"type":"string"}},"required":["threadId"],"type":"object"};

function validate324(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.threadId === undefined) && (missing0 = "threadId")){
validate324.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.threadId !== undefined){
if(typeof data.threadId !== "string"){
validate324.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
}
else {
validate324.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate324.errors = vErrors;
return errors === 0;
}


function validate323(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v30.json" */;
let vErrors = null;
let errors = 0;
if(!(validate324(data, instancePath))){
vErrors = vErrors === null ? validate324.errors : vErrors.concat(validate324.errors);
errors = vErrors.length;
}
validate323.errors = vErrors;
return errors === 0;
}

const v31: Validator<T.ProjectChangedNotification> = validate326;
const schema155 = {"$id":"https://mwh.invalid/serverNotificationParams/v31.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ProjectChangedNotification"};
const schema156 = {"properties":{"changeType":{"$ref":"#/definitions/v2/ProjectChangeType"},"projectId":{"type":"string"}},"required":["changeType","projectId"],"type":"object"};
const schema157 = {"enum":["created","updated","deleted"],"type":"string"};

function validate328(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate328.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data === "created") || (data === "updated")) || (data === "deleted"))){
validate328.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema157.enum}}];
return false;
}
validate328.errors = vErrors;
return errors === 0;
}


function validate327(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.changeType === undefined) && (missing0 = "changeType")) || ((data.projectId === undefined) && (missing0 = "projectId"))){
validate327.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.changeType !== undefined){
const _errs1 = errors;
if(!(validate328(data.changeType, instancePath+"/changeType"))){
vErrors = vErrors === null ? validate328.errors : vErrors.concat(validate328.errors);
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
validate327.errors = [{instancePath:instancePath+"/projectId",schemaPath:"#/properties/projectId/type",keyword:"type",params:{type: "string"}}];
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
validate327.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate327.errors = vErrors;
return errors === 0;
}


function validate326(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v31.json" */;
let vErrors = null;
let errors = 0;
if(!(validate327(data, instancePath))){
vErrors = vErrors === null ? validate327.errors : vErrors.concat(validate327.errors);
errors = vErrors.length;
}
validate326.errors = vErrors;
return errors === 0;
}

const v32: Validator<T.ThreadProjectUpdatedNotification> = validate331;
const schema158 = {"$id":"https://mwh.invalid/serverNotificationParams/v32.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadProjectUpdatedNotification"};
const schema159 = {"properties":{"projectId":{"type":["string","null"]},"threadId":{"type":"string"}},"required":["projectId","threadId"],"type":"object"};

function validate332(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.projectId === undefined) && (missing0 = "projectId")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate332.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.projectId !== undefined){
let data0 = data.projectId;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate332.errors = [{instancePath:instancePath+"/projectId",schemaPath:"#/properties/projectId/type",keyword:"type",params:{type: schema159.properties.projectId.type}}];
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
validate332.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate332.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate332.errors = vErrors;
return errors === 0;
}


function validate331(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v32.json" */;
let vErrors = null;
let errors = 0;
if(!(validate332(data, instancePath))){
vErrors = vErrors === null ? validate332.errors : vErrors.concat(validate332.errors);
errors = vErrors.length;
}
validate331.errors = vErrors;
return errors === 0;
}

const v33: Validator<T.EnvironmentConnectionNotification> = validate334;
const schema160 = {"$id":"https://mwh.invalid/serverNotificationParams/v33.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/EnvironmentConnectionNotification"};
const schema161 = {"properties":{"environmentId":{"type":"string"},"threadId":{"type":"string"}},"required":["environmentId","threadId"],"type":"object"};

function validate335(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.environmentId === undefined) && (missing0 = "environmentId")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate335.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.environmentId !== undefined){
const _errs1 = errors;
if(typeof data.environmentId !== "string"){
validate335.errors = [{instancePath:instancePath+"/environmentId",schemaPath:"#/properties/environmentId/type",keyword:"type",params:{type: "string"}}];
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
validate335.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate335.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate335.errors = vErrors;
return errors === 0;
}


function validate334(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v33.json" */;
let vErrors = null;
let errors = 0;
if(!(validate335(data, instancePath))){
vErrors = vErrors === null ? validate335.errors : vErrors.concat(validate335.errors);
errors = vErrors.length;
}
validate334.errors = vErrors;
return errors === 0;
}

const v34: Validator<T.EnvironmentConnectionNotification> = validate337;
const schema162 = {"$id":"https://mwh.invalid/serverNotificationParams/v34.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/EnvironmentConnectionNotification"};

function validate338(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.environmentId === undefined) && (missing0 = "environmentId")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate338.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.environmentId !== undefined){
const _errs1 = errors;
if(typeof data.environmentId !== "string"){
validate338.errors = [{instancePath:instancePath+"/environmentId",schemaPath:"#/properties/environmentId/type",keyword:"type",params:{type: "string"}}];
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
validate338.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate338.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate338.errors = vErrors;
return errors === 0;
}


function validate337(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v34.json" */;
let vErrors = null;
let errors = 0;
if(!(validate338(data, instancePath))){
vErrors = vErrors === null ? validate338.errors : vErrors.concat(validate338.errors);
errors = vErrors.length;
}
validate337.errors = vErrors;
return errors === 0;
}

const v35: Validator<T.ThreadSettingsUpdatedNotification> = validate340;
const schema164 = {"$id":"https://mwh.invalid/serverNotificationParams/v35.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadSettingsUpdatedNotification"};
const schema165 = {"properties":{"threadId":{"type":"string"},"threadSettings":{"$ref":"#/definitions/v2/ThreadSettings"}},"required":["threadId","threadSettings"],"type":"object"};
const schema166 = {"properties":{"activePermissionProfile":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ActivePermissionProfile"}},"approvalPolicy":{"$ref":"#/definitions/v2/AskForApproval"},"approvalsReviewer":{"$ref":"#/definitions/v2/ApprovalsReviewer"},"collaborationMode":{"$ref":"#/definitions/v2/CollaborationMode"},"cwd":{"$ref":"#/definitions/v2/AbsolutePathBuf"},"disabledPluginIds":{"items":{"type":"string"},"type":"array"},"effort":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ReasoningEffort"}},"model":{"type":"string"},"modelProvider":{"type":"string"},"personality":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/Personality"}},"sandboxPolicy":{"$ref":"#/definitions/v2/SandboxPolicy"},"serviceTier":{"type":["string","null"]},"summary":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/ReasoningSummary"}}},"required":["approvalPolicy","approvalsReviewer","collaborationMode","cwd","model","modelProvider","sandboxPolicy"],"type":"object"};
const schema167 = {"properties":{"extends":{"type":["string","null"]},"id":{"type":"string"}},"required":["id"],"type":"object"};

function validate343(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.id === undefined) && (missing0 = "id")){
validate343.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.extends !== undefined){
let data0 = data.extends;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate343.errors = [{instancePath:instancePath+"/extends",schemaPath:"#/properties/extends/type",keyword:"type",params:{type: schema167.properties.extends.type}}];
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
validate343.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}}];
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
validate343.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate343.errors = vErrors;
return errors === 0;
}


function validate342(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.approvalPolicy === undefined) && (missing0 = "approvalPolicy")) || ((data.approvalsReviewer === undefined) && (missing0 = "approvalsReviewer"))) || ((data.collaborationMode === undefined) && (missing0 = "collaborationMode"))) || ((data.cwd === undefined) && (missing0 = "cwd"))) || ((data.model === undefined) && (missing0 = "model"))) || ((data.modelProvider === undefined) && (missing0 = "modelProvider"))) || ((data.sandboxPolicy === undefined) && (missing0 = "sandboxPolicy"))){
validate342.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
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
if(!(validate343(data0, instancePath+"/activePermissionProfile"))){
vErrors = vErrors === null ? validate343.errors : vErrors.concat(validate343.errors);
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
validate342.errors = vErrors;
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
if(!(validate209(data.collaborationMode, instancePath+"/collaborationMode"))){
vErrors = vErrors === null ? validate209.errors : vErrors.concat(validate209.errors);
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
validate342.errors = [{instancePath:instancePath+"/disabledPluginIds/" + i0,schemaPath:"#/properties/disabledPluginIds/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs12 === errors;
if(!valid2){
break;
}
}
}
else {
validate342.errors = [{instancePath:instancePath+"/disabledPluginIds",schemaPath:"#/properties/disabledPluginIds/type",keyword:"type",params:{type: "array"}}];
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
validate342.errors = vErrors;
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
validate342.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"}}];
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
validate342.errors = [{instancePath:instancePath+"/modelProvider",schemaPath:"#/properties/modelProvider/type",keyword:"type",params:{type: "string"}}];
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
validate342.errors = vErrors;
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
validate342.errors = [{instancePath:instancePath+"/serviceTier",schemaPath:"#/properties/serviceTier/type",keyword:"type",params:{type: schema166.properties.serviceTier.type}}];
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
if(!(validate236(data13, instancePath+"/summary"))){
vErrors = vErrors === null ? validate236.errors : vErrors.concat(validate236.errors);
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
validate342.errors = vErrors;
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
validate342.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate342.errors = vErrors;
return errors === 0;
}


function validate341(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.threadId === undefined) && (missing0 = "threadId")) || ((data.threadSettings === undefined) && (missing0 = "threadSettings"))){
validate341.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.threadId !== undefined){
const _errs1 = errors;
if(typeof data.threadId !== "string"){
validate341.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate342(data.threadSettings, instancePath+"/threadSettings"))){
vErrors = vErrors === null ? validate342.errors : vErrors.concat(validate342.errors);
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
validate341.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate341.errors = vErrors;
return errors === 0;
}


function validate340(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v35.json" */;
let vErrors = null;
let errors = 0;
if(!(validate341(data, instancePath))){
vErrors = vErrors === null ? validate341.errors : vErrors.concat(validate341.errors);
errors = vErrors.length;
}
validate340.errors = vErrors;
return errors === 0;
}

const v36: Validator<T.ThreadTokenUsageUpdatedNotification> = validate355;
const schema168 = {"$id":"https://mwh.invalid/serverNotificationParams/v36.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadTokenUsageUpdatedNotification"};
const schema169 = {"properties":{"threadId":{"type":"string"},"tokenUsage":{"$ref":"#/definitions/v2/ThreadTokenUsage"},"turnId":{"type":"string"}},"required":["threadId","tokenUsage","turnId"],"type":"object"};
const schema170 = {"properties":{"last":{"$ref":"#/definitions/v2/TokenUsageBreakdown"},"modelContextWindow":{"format":"int64","type":["integer","null"]},"total":{"$ref":"#/definitions/v2/TokenUsageBreakdown"}},"required":["last","total"],"type":"object"};
const schema171 = {"properties":{"cacheWriteInputTokens":{"format":"int64","type":"integer"},"cachedInputTokens":{"format":"int64","type":"integer"},"inputTokens":{"format":"int64","type":"integer"},"outputTokens":{"format":"int64","type":"integer"},"reasoningOutputTokens":{"format":"int64","type":"integer"},"totalTokens":{"format":"int64","type":"integer"}},"required":["cachedInputTokens","inputTokens","outputTokens","reasoningOutputTokens","totalTokens"],"type":"object"};

function validate358(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.cachedInputTokens === undefined) && (missing0 = "cachedInputTokens")) || ((data.inputTokens === undefined) && (missing0 = "inputTokens"))) || ((data.outputTokens === undefined) && (missing0 = "outputTokens"))) || ((data.reasoningOutputTokens === undefined) && (missing0 = "reasoningOutputTokens"))) || ((data.totalTokens === undefined) && (missing0 = "totalTokens"))){
validate358.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.cacheWriteInputTokens !== undefined){
let data0 = data.cacheWriteInputTokens;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate358.errors = [{instancePath:instancePath+"/cacheWriteInputTokens",schemaPath:"#/properties/cacheWriteInputTokens/type",keyword:"type",params:{type: "integer"}}];
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
validate358.errors = [{instancePath:instancePath+"/cachedInputTokens",schemaPath:"#/properties/cachedInputTokens/type",keyword:"type",params:{type: "integer"}}];
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
validate358.errors = [{instancePath:instancePath+"/inputTokens",schemaPath:"#/properties/inputTokens/type",keyword:"type",params:{type: "integer"}}];
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
validate358.errors = [{instancePath:instancePath+"/outputTokens",schemaPath:"#/properties/outputTokens/type",keyword:"type",params:{type: "integer"}}];
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
validate358.errors = [{instancePath:instancePath+"/reasoningOutputTokens",schemaPath:"#/properties/reasoningOutputTokens/type",keyword:"type",params:{type: "integer"}}];
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
validate358.errors = [{instancePath:instancePath+"/totalTokens",schemaPath:"#/properties/totalTokens/type",keyword:"type",params:{type: "integer"}}];
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
validate358.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate358.errors = vErrors;
return errors === 0;
}


function validate357(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.last === undefined) && (missing0 = "last")) || ((data.total === undefined) && (missing0 = "total"))){
validate357.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.last !== undefined){
const _errs1 = errors;
if(!(validate358(data.last, instancePath+"/last"))){
vErrors = vErrors === null ? validate358.errors : vErrors.concat(validate358.errors);
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
validate357.errors = [{instancePath:instancePath+"/modelContextWindow",schemaPath:"#/properties/modelContextWindow/type",keyword:"type",params:{type: schema170.properties.modelContextWindow.type}}];
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
if(!(validate358(data.total, instancePath+"/total"))){
vErrors = vErrors === null ? validate358.errors : vErrors.concat(validate358.errors);
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
validate357.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate357.errors = vErrors;
return errors === 0;
}


function validate356(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.threadId === undefined) && (missing0 = "threadId")) || ((data.tokenUsage === undefined) && (missing0 = "tokenUsage"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate356.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.threadId !== undefined){
const _errs1 = errors;
if(typeof data.threadId !== "string"){
validate356.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate357(data.tokenUsage, instancePath+"/tokenUsage"))){
vErrors = vErrors === null ? validate357.errors : vErrors.concat(validate357.errors);
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
validate356.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate356.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate356.errors = vErrors;
return errors === 0;
}


function validate355(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v36.json" */;
let vErrors = null;
let errors = 0;
if(!(validate356(data, instancePath))){
vErrors = vErrors === null ? validate356.errors : vErrors.concat(validate356.errors);
errors = vErrors.length;
}
validate355.errors = vErrors;
return errors === 0;
}

const v37: Validator<T.TurnStartedNotification> = validate363;
const schema172 = {"$id":"https://mwh.invalid/serverNotificationParams/v37.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/TurnStartedNotification"};
const schema173 = {"properties":{"threadId":{"type":"string"},"turn":{"$ref":"#/definitions/v2/Turn"}},"required":["threadId","turn"],"type":"object"};

function validate364(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.threadId === undefined) && (missing0 = "threadId")) || ((data.turn === undefined) && (missing0 = "turn"))){
validate364.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.threadId !== undefined){
const _errs1 = errors;
if(typeof data.threadId !== "string"){
validate364.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate87(data.turn, instancePath+"/turn"))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
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
validate364.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate364.errors = vErrors;
return errors === 0;
}


function validate363(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v37.json" */;
let vErrors = null;
let errors = 0;
if(!(validate364(data, instancePath))){
vErrors = vErrors === null ? validate364.errors : vErrors.concat(validate364.errors);
errors = vErrors.length;
}
validate363.errors = vErrors;
return errors === 0;
}

const v38: Validator<T.HookStartedNotification> = validate367;
const schema174 = {"$id":"https://mwh.invalid/serverNotificationParams/v38.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/HookStartedNotification"};
const schema175 = {"properties":{"run":{"$ref":"#/definitions/v2/HookRunSummary"},"threadId":{"type":"string"},"turnId":{"type":["string","null"]}},"required":["run","threadId"],"type":"object"};
const schema176 = {"properties":{"completedAt":{"format":"int64","type":["integer","null"]},"displayOrder":{"format":"int64","type":"integer"},"durationMs":{"format":"int64","type":["integer","null"]},"entries":{"items":{"$ref":"#/definitions/v2/HookOutputEntry"},"type":"array"},"eventName":{"$ref":"#/definitions/v2/HookEventName"},"executionMode":{"$ref":"#/definitions/v2/HookExecutionMode"},"handlerType":{"$ref":"#/definitions/v2/HookHandlerType"},"id":{"type":"string"},"scope":{"$ref":"#/definitions/v2/HookScope"},"source":{"allOf":[{"$ref":"#/definitions/v2/HookSource"}]},"sourcePath":{"$ref":"#/definitions/v2/LegacyAppPathString"},"startedAt":{"format":"int64","type":"integer"},"status":{"$ref":"#/definitions/v2/HookRunStatus"},"statusMessage":{"type":["string","null"]}},"required":["displayOrder","entries","eventName","executionMode","handlerType","id","scope","sourcePath","startedAt","status"],"type":"object"};
const schema177 = {"properties":{"kind":{"$ref":"#/definitions/v2/HookOutputEntryKind"},"text":{"type":"string"}},"required":["kind","text"],"type":"object"};
const schema178 = {"enum":["warning","stop","feedback","context","error"],"type":"string"};

function validate371(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate371.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((((data === "warning") || (data === "stop")) || (data === "feedback")) || (data === "context")) || (data === "error"))){
validate371.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema178.enum}}];
return false;
}
validate371.errors = vErrors;
return errors === 0;
}


function validate370(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.kind === undefined) && (missing0 = "kind")) || ((data.text === undefined) && (missing0 = "text"))){
validate370.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.kind !== undefined){
const _errs1 = errors;
if(!(validate371(data.kind, instancePath+"/kind"))){
vErrors = vErrors === null ? validate371.errors : vErrors.concat(validate371.errors);
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
validate370.errors = [{instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"}}];
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
validate370.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate370.errors = vErrors;
return errors === 0;
}

const schema179 = {"enum":["preModelRequest","postModelRequest","preToolUse","permissionRequest","postToolUse","preCompact","postCompact","sessionStart","sessionEnd","userPromptSubmit","subagentStart","subagentStop","stop","interrupt"],"type":"string"};

function validate374(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate374.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((((((((((((data === "preModelRequest") || (data === "postModelRequest")) || (data === "preToolUse")) || (data === "permissionRequest")) || (data === "postToolUse")) || (data === "preCompact")) || (data === "postCompact")) || (data === "sessionStart")) || (data === "sessionEnd")) || (data === "userPromptSubmit")) || (data === "subagentStart")) || (data === "subagentStop")) || (data === "stop")) || (data === "interrupt"))){
validate374.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema179.enum}}];
return false;
}
validate374.errors = vErrors;
return errors === 0;
}

const schema180 = {"enum":["sync","async"],"type":"string"};

function validate376(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate376.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "sync") || (data === "async"))){
validate376.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema180.enum}}];
return false;
}
validate376.errors = vErrors;
return errors === 0;
}

const schema181 = {"enum":["command","mcpTool","prompt","agent"],"type":"string"};

function validate378(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate378.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data === "command") || (data === "mcpTool")) || (data === "prompt")) || (data === "agent"))){
validate378.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema181.enum}}];
return false;
}
validate378.errors = vErrors;
return errors === 0;
}

const schema182 = {"enum":["thread","turn"],"type":"string"};

function validate380(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate380.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "thread") || (data === "turn"))){
validate380.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema182.enum}}];
return false;
}
validate380.errors = vErrors;
return errors === 0;
}

const schema183 = {"enum":["system","user","project","mdm","sessionFlags","plugin","cloudRequirements","cloudManagedConfig","legacyManagedConfigFile","legacyManagedConfigMdm","unknown"],"type":"string"};

function validate382(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate382.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((((((((((data === "system") || (data === "user")) || (data === "project")) || (data === "mdm")) || (data === "sessionFlags")) || (data === "plugin")) || (data === "cloudRequirements")) || (data === "cloudManagedConfig")) || (data === "legacyManagedConfigFile")) || (data === "legacyManagedConfigMdm")) || (data === "unknown"))){
validate382.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema183.enum}}];
return false;
}
validate382.errors = vErrors;
return errors === 0;
}

const schema184 = {"enum":["running","completed","failed","blocked","stopped"],"type":"string"};

function validate385(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate385.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((((data === "running") || (data === "completed")) || (data === "failed")) || (data === "blocked")) || (data === "stopped"))){
validate385.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema184.enum}}];
return false;
}
validate385.errors = vErrors;
return errors === 0;
}


function validate369(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((data.displayOrder === undefined) && (missing0 = "displayOrder")) || ((data.entries === undefined) && (missing0 = "entries"))) || ((data.eventName === undefined) && (missing0 = "eventName"))) || ((data.executionMode === undefined) && (missing0 = "executionMode"))) || ((data.handlerType === undefined) && (missing0 = "handlerType"))) || ((data.id === undefined) && (missing0 = "id"))) || ((data.scope === undefined) && (missing0 = "scope"))) || ((data.sourcePath === undefined) && (missing0 = "sourcePath"))) || ((data.startedAt === undefined) && (missing0 = "startedAt"))) || ((data.status === undefined) && (missing0 = "status"))){
validate369.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.completedAt !== undefined){
let data0 = data.completedAt;
const _errs1 = errors;
if((!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))) && (data0 !== null)){
validate369.errors = [{instancePath:instancePath+"/completedAt",schemaPath:"#/properties/completedAt/type",keyword:"type",params:{type: schema176.properties.completedAt.type}}];
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
validate369.errors = [{instancePath:instancePath+"/displayOrder",schemaPath:"#/properties/displayOrder/type",keyword:"type",params:{type: "integer"}}];
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
validate369.errors = [{instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/type",keyword:"type",params:{type: schema176.properties.durationMs.type}}];
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
if(!(validate370(data3[i0], instancePath+"/entries/" + i0))){
vErrors = vErrors === null ? validate370.errors : vErrors.concat(validate370.errors);
errors = vErrors.length;
}
var valid1 = _errs9 === errors;
if(!valid1){
break;
}
}
}
else {
validate369.errors = [{instancePath:instancePath+"/entries",schemaPath:"#/properties/entries/type",keyword:"type",params:{type: "array"}}];
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
if(!(validate374(data.eventName, instancePath+"/eventName"))){
vErrors = vErrors === null ? validate374.errors : vErrors.concat(validate374.errors);
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
if(!(validate376(data.executionMode, instancePath+"/executionMode"))){
vErrors = vErrors === null ? validate376.errors : vErrors.concat(validate376.errors);
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
if(!(validate378(data.handlerType, instancePath+"/handlerType"))){
vErrors = vErrors === null ? validate378.errors : vErrors.concat(validate378.errors);
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
validate369.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate380(data.scope, instancePath+"/scope"))){
vErrors = vErrors === null ? validate380.errors : vErrors.concat(validate380.errors);
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
if(!(validate382(data.source, instancePath+"/source"))){
vErrors = vErrors === null ? validate382.errors : vErrors.concat(validate382.errors);
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
validate369.errors = [{instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/type",keyword:"type",params:{type: "integer"}}];
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
if(!(validate385(data.status, instancePath+"/status"))){
vErrors = vErrors === null ? validate385.errors : vErrors.concat(validate385.errors);
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
validate369.errors = [{instancePath:instancePath+"/statusMessage",schemaPath:"#/properties/statusMessage/type",keyword:"type",params:{type: schema176.properties.statusMessage.type}}];
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
validate369.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate369.errors = vErrors;
return errors === 0;
}


function validate368(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.run === undefined) && (missing0 = "run")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate368.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.run !== undefined){
const _errs1 = errors;
if(!(validate369(data.run, instancePath+"/run"))){
vErrors = vErrors === null ? validate369.errors : vErrors.concat(validate369.errors);
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
validate368.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate368.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: schema175.properties.turnId.type}}];
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
validate368.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate368.errors = vErrors;
return errors === 0;
}


function validate367(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v38.json" */;
let vErrors = null;
let errors = 0;
if(!(validate368(data, instancePath))){
vErrors = vErrors === null ? validate368.errors : vErrors.concat(validate368.errors);
errors = vErrors.length;
}
validate367.errors = vErrors;
return errors === 0;
}

const v39: Validator<T.TurnCompletedNotification> = validate389;
const schema185 = {"$id":"https://mwh.invalid/serverNotificationParams/v39.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/TurnCompletedNotification"};
const schema186 = {"properties":{"threadId":{"type":"string"},"turn":{"$ref":"#/definitions/v2/Turn"}},"required":["threadId","turn"],"type":"object"};

function validate390(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.threadId === undefined) && (missing0 = "threadId")) || ((data.turn === undefined) && (missing0 = "turn"))){
validate390.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.threadId !== undefined){
const _errs1 = errors;
if(typeof data.threadId !== "string"){
validate390.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate87(data.turn, instancePath+"/turn"))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
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
validate390.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate390.errors = vErrors;
return errors === 0;
}


function validate389(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v39.json" */;
let vErrors = null;
let errors = 0;
if(!(validate390(data, instancePath))){
vErrors = vErrors === null ? validate390.errors : vErrors.concat(validate390.errors);
errors = vErrors.length;
}
validate389.errors = vErrors;
return errors === 0;
}

const v40: Validator<T.HookCompletedNotification> = validate393;
const schema187 = {"$id":"https://mwh.invalid/serverNotificationParams/v40.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/HookCompletedNotification"};
const schema188 = {"properties":{"run":{"$ref":"#/definitions/v2/HookRunSummary"},"threadId":{"type":"string"},"turnId":{"type":["string","null"]}},"required":["run","threadId"],"type":"object"};

function validate394(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.run === undefined) && (missing0 = "run")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate394.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.run !== undefined){
const _errs1 = errors;
if(!(validate369(data.run, instancePath+"/run"))){
vErrors = vErrors === null ? validate369.errors : vErrors.concat(validate369.errors);
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
validate394.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate394.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: schema188.properties.turnId.type}}];
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
validate394.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate394.errors = vErrors;
return errors === 0;
}


function validate393(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v40.json" */;
let vErrors = null;
let errors = 0;
if(!(validate394(data, instancePath))){
vErrors = vErrors === null ? validate394.errors : vErrors.concat(validate394.errors);
errors = vErrors.length;
}
validate393.errors = vErrors;
return errors === 0;
}

const v41: Validator<T.TurnDiffUpdatedNotification> = validate397;
const schema189 = {"$id":"https://mwh.invalid/serverNotificationParams/v41.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/TurnDiffUpdatedNotification"};
const schema190 = {"properties":{"diff":{"type":"string"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["diff","threadId","turnId"],"type":"object"};

function validate398(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.diff === undefined) && (missing0 = "diff")) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate398.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.diff !== undefined){
const _errs1 = errors;
if(typeof data.diff !== "string"){
validate398.errors = [{instancePath:instancePath+"/diff",schemaPath:"#/properties/diff/type",keyword:"type",params:{type: "string"}}];
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
validate398.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate398.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate398.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate398.errors = vErrors;
return errors === 0;
}


function validate397(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v41.json" */;
let vErrors = null;
let errors = 0;
if(!(validate398(data, instancePath))){
vErrors = vErrors === null ? validate398.errors : vErrors.concat(validate398.errors);
errors = vErrors.length;
}
validate397.errors = vErrors;
return errors === 0;
}

const v42: Validator<T.TurnPlanUpdatedNotification> = validate400;
const schema191 = {"$id":"https://mwh.invalid/serverNotificationParams/v42.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/TurnPlanUpdatedNotification"};
const schema192 = {"properties":{"explanation":{"type":["string","null"]},"plan":{"items":{"$ref":"#/definitions/v2/TurnPlanStep"},"type":"array"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["plan","threadId","turnId"],"type":"object"};
const schema193 = {"properties":{"status":{"$ref":"#/definitions/v2/TurnPlanStepStatus"},"step":{"type":"string"}},"required":["status","step"],"type":"object"};
const schema194 = {"enum":["pending","inProgress","completed"],"type":"string"};

function validate403(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate403.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data === "pending") || (data === "inProgress")) || (data === "completed"))){
validate403.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema194.enum}}];
return false;
}
validate403.errors = vErrors;
return errors === 0;
}


function validate402(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.status === undefined) && (missing0 = "status")) || ((data.step === undefined) && (missing0 = "step"))){
validate402.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.status !== undefined){
const _errs1 = errors;
if(!(validate403(data.status, instancePath+"/status"))){
vErrors = vErrors === null ? validate403.errors : vErrors.concat(validate403.errors);
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
validate402.errors = [{instancePath:instancePath+"/step",schemaPath:"#/properties/step/type",keyword:"type",params:{type: "string"}}];
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
validate402.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate402.errors = vErrors;
return errors === 0;
}


function validate401(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.plan === undefined) && (missing0 = "plan")) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate401.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.explanation !== undefined){
let data0 = data.explanation;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate401.errors = [{instancePath:instancePath+"/explanation",schemaPath:"#/properties/explanation/type",keyword:"type",params:{type: schema192.properties.explanation.type}}];
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
if(!(validate402(data1[i0], instancePath+"/plan/" + i0))){
vErrors = vErrors === null ? validate402.errors : vErrors.concat(validate402.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate401.errors = [{instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/type",keyword:"type",params:{type: "array"}}];
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
validate401.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate401.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate401.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate401.errors = vErrors;
return errors === 0;
}


function validate400(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v42.json" */;
let vErrors = null;
let errors = 0;
if(!(validate401(data, instancePath))){
vErrors = vErrors === null ? validate401.errors : vErrors.concat(validate401.errors);
errors = vErrors.length;
}
validate400.errors = vErrors;
return errors === 0;
}

const v43: Validator<T.ItemStartedNotification> = validate407;
const schema195 = {"$id":"https://mwh.invalid/serverNotificationParams/v43.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ItemStartedNotification"};
const schema196 = {"properties":{"item":{"$ref":"#/definitions/v2/ThreadItem"},"startedAtMs":{"format":"int64","type":"integer"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["item","startedAtMs","threadId","turnId"],"type":"object"};

function validate408(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.item === undefined) && (missing0 = "item")) || ((data.startedAtMs === undefined) && (missing0 = "startedAtMs"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate408.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.item !== undefined){
const _errs1 = errors;
if(!(validate98(data.item, instancePath+"/item"))){
vErrors = vErrors === null ? validate98.errors : vErrors.concat(validate98.errors);
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
validate408.errors = [{instancePath:instancePath+"/startedAtMs",schemaPath:"#/properties/startedAtMs/type",keyword:"type",params:{type: "integer"}}];
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
validate408.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate408.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate408.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate408.errors = vErrors;
return errors === 0;
}


function validate407(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v43.json" */;
let vErrors = null;
let errors = 0;
if(!(validate408(data, instancePath))){
vErrors = vErrors === null ? validate408.errors : vErrors.concat(validate408.errors);
errors = vErrors.length;
}
validate407.errors = vErrors;
return errors === 0;
}

const v44: Validator<T.ItemGuardianApprovalReviewStartedNotification> = validate411;
const schema197 = {"$id":"https://mwh.invalid/serverNotificationParams/v44.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ItemGuardianApprovalReviewStartedNotification"};
const schema198 = {"properties":{"action":{"$ref":"#/definitions/v2/GuardianApprovalReviewAction"},"review":{"$ref":"#/definitions/v2/GuardianApprovalReview"},"reviewId":{"type":"string"},"startedAtMs":{"format":"int64","type":"integer"},"targetItemId":{"type":["string","null"]},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["action","review","reviewId","startedAtMs","threadId","turnId"],"type":"object"};
const schema199 = {"oneOf":[{"properties":{"command":{"type":"string"},"cwd":{"$ref":"#/definitions/v2/LegacyAppPathString"},"source":{"$ref":"#/definitions/v2/GuardianCommandSource"},"type":{"enum":["command"],"type":"string"}},"required":["command","cwd","source","type"],"type":"object"},{"properties":{"argv":{"items":{"type":"string"},"type":"array"},"cwd":{"$ref":"#/definitions/v2/AbsolutePathBuf"},"program":{"type":"string"},"source":{"$ref":"#/definitions/v2/GuardianCommandSource"},"type":{"enum":["execve"],"type":"string"}},"required":["argv","cwd","program","source","type"],"type":"object"},{"properties":{"approvalId":{"type":"string"},"cwd":{"$ref":"#/definitions/v2/LegacyAppPathString"},"processId":{"type":"string"},"stdin":{"type":"string"},"type":{"enum":["writeStdin"],"type":"string"}},"required":["approvalId","cwd","processId","stdin","type"],"type":"object"},{"properties":{"cwd":{"$ref":"#/definitions/v2/LegacyAppPathString"},"files":{"items":{"$ref":"#/definitions/v2/LegacyAppPathString"},"type":"array"},"type":{"enum":["applyPatch"],"type":"string"}},"required":["cwd","files","type"],"type":"object"},{"properties":{"host":{"type":"string"},"port":{"format":"uint16","minimum":0,"type":"integer"},"protocol":{"$ref":"#/definitions/v2/NetworkApprovalProtocol"},"target":{"type":"string"},"type":{"enum":["networkAccess"],"type":"string"}},"required":["host","port","protocol","target","type"],"type":"object"},{"properties":{"connectorId":{"type":["string","null"]},"connectorName":{"type":["string","null"]},"server":{"type":"string"},"toolName":{"type":"string"},"toolTitle":{"type":["string","null"]},"type":{"enum":["mcpToolCall"],"type":"string"}},"required":["server","toolName","type"],"type":"object"},{"properties":{"permissions":{"$ref":"#/definitions/v2/RequestPermissionProfile"},"reason":{"type":["string","null"]},"type":{"enum":["requestPermissions"],"type":"string"}},"required":["permissions","type"],"type":"object"}],"type":"object","discriminator":{"propertyName":"type"}};
const schema200 = {"enum":["shell","unifiedExec"],"type":"string"};

function validate415(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate415.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "shell") || (data === "unifiedExec"))){
validate415.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema200.enum}}];
return false;
}
validate415.errors = vErrors;
return errors === 0;
}

const schema201 = {"enum":["http","https","socks5Tcp","socks5Udp"],"type":"string"};

function validate422(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate422.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data === "http") || (data === "https")) || (data === "socks5Tcp")) || (data === "socks5Udp"))){
validate422.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema201.enum}}];
return false;
}
validate422.errors = vErrors;
return errors === 0;
}

const schema202 = {"properties":{"fileSystem":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/AdditionalFileSystemPermissions"}},"network":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/AdditionalNetworkPermissions"}}},"type":"object"};
const schema203 = {"properties":{"entries":{"items":{"$ref":"#/definitions/v2/FileSystemSandboxEntry"},"type":["array","null"]},"globScanMaxDepth":{"format":"uint","minimum":1,"type":["integer","null"]},"read":{"items":{"$ref":"#/definitions/v2/LegacyAppPathString"},"type":["array","null"]},"write":{"items":{"$ref":"#/definitions/v2/LegacyAppPathString"},"type":["array","null"]}},"type":"object"};
const schema204 = {"properties":{"access":{"$ref":"#/definitions/v2/FileSystemAccessMode"},"path":{"$ref":"#/definitions/v2/FileSystemPath"}},"required":["access","path"],"type":"object"};
const schema205 = {"enum":["read","write","deny"],"type":"string"};

function validate427(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate427.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data === "read") || (data === "write")) || (data === "deny"))){
validate427.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema205.enum}}];
return false;
}
validate427.errors = vErrors;
return errors === 0;
}

const schema206 = {"oneOf":[{"properties":{"path":{"$ref":"#/definitions/v2/LegacyAppPathString"},"type":{"enum":["path"],"type":"string"}},"required":["path","type"],"type":"object"},{"properties":{"pattern":{"type":"string"},"type":{"enum":["glob_pattern"],"type":"string"}},"required":["pattern","type"],"type":"object"},{"properties":{"type":{"enum":["special"],"type":"string"},"value":{"$ref":"#/definitions/v2/FileSystemSpecialPath"}},"required":["type","value"],"type":"object"}],"type":"object","discriminator":{"propertyName":"type"}};
const schema207 = {"oneOf":[{"properties":{"kind":{"enum":["root"],"type":"string"}},"required":["kind"],"type":"object"},{"properties":{"kind":{"enum":["minimal"],"type":"string"}},"required":["kind"],"type":"object"},{"properties":{"kind":{"enum":["project_roots"],"type":"string"},"subpath":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/LegacyAppPathString"}}},"required":["kind"],"type":"object"},{"properties":{"kind":{"enum":["tmpdir"],"type":"string"}},"required":["kind"],"type":"object"},{"properties":{"kind":{"enum":["slash_tmp"],"type":"string"}},"required":["kind"],"type":"object"},{"properties":{"kind":{"enum":["unknown"],"type":"string"},"path":{"type":"string"},"subpath":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/LegacyAppPathString"}}},"required":["kind","path"],"type":"object"}],"type":"object","discriminator":{"propertyName":"kind"}};

function validate431(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.kind;
if(typeof tag0 == "string"){
if(tag0 === "root"){
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.kind === undefined) && (missing0 = "kind")){
validate431.errors = [{instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.kind !== undefined){
let data0 = data.kind;
if(typeof data0 !== "string"){
validate431.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/oneOf/0/properties/kind/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data0 === "root")){
validate431.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/oneOf/0/properties/kind/enum",keyword:"enum",params:{allowedValues: schema207.oneOf[0].properties.kind.enum}}];
return false;
}
}
}
}
else {
validate431.errors = [{instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "minimal"){
const _errs6 = errors;
if(errors === _errs6){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.kind === undefined) && (missing1 = "kind")){
validate431.errors = [{instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data.kind !== undefined){
let data1 = data.kind;
if(typeof data1 !== "string"){
validate431.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/oneOf/1/properties/kind/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data1 === "minimal")){
validate431.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/oneOf/1/properties/kind/enum",keyword:"enum",params:{allowedValues: schema207.oneOf[1].properties.kind.enum}}];
return false;
}
}
}
}
else {
validate431.errors = [{instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "project_roots"){
const _errs10 = errors;
if(errors === _errs10){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.kind === undefined) && (missing2 = "kind")){
validate431.errors = [{instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
if(data.kind !== undefined){
let data2 = data.kind;
const _errs12 = errors;
if(typeof data2 !== "string"){
validate431.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/oneOf/2/properties/kind/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data2 === "project_roots")){
validate431.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/oneOf/2/properties/kind/enum",keyword:"enum",params:{allowedValues: schema207.oneOf[2].properties.kind.enum}}];
return false;
}
var valid6 = _errs12 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.subpath !== undefined){
let data3 = data.subpath;
const _errs14 = errors;
const _errs15 = errors;
let valid7 = true;
const _errs16 = errors;
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
var _valid0 = _errs16 === errors;
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs18 = errors;
if(!(validate54(data3, instancePath+"/subpath"))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var _valid0 = _errs18 === errors;
valid7 = _valid0;
}
if(!valid7){
const err1 = {instancePath:instancePath+"/subpath",schemaPath:"#/oneOf/2/properties/subpath/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate431.errors = vErrors;
return false;
}
var valid6 = _errs14 === errors;
}
else {
var valid6 = true;
}
}
}
}
else {
validate431.errors = [{instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "tmpdir"){
const _errs19 = errors;
if(errors === _errs19){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.kind === undefined) && (missing3 = "kind")){
validate431.errors = [{instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: missing3}}];
return false;
}
else {
if(data.kind !== undefined){
let data4 = data.kind;
if(typeof data4 !== "string"){
validate431.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/oneOf/3/properties/kind/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data4 === "tmpdir")){
validate431.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/oneOf/3/properties/kind/enum",keyword:"enum",params:{allowedValues: schema207.oneOf[3].properties.kind.enum}}];
return false;
}
}
}
}
else {
validate431.errors = [{instancePath,schemaPath:"#/oneOf/3/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "slash_tmp"){
const _errs23 = errors;
if(errors === _errs23){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.kind === undefined) && (missing4 = "kind")){
validate431.errors = [{instancePath,schemaPath:"#/oneOf/4/required",keyword:"required",params:{missingProperty: missing4}}];
return false;
}
else {
if(data.kind !== undefined){
let data5 = data.kind;
if(typeof data5 !== "string"){
validate431.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/oneOf/4/properties/kind/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data5 === "slash_tmp")){
validate431.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/oneOf/4/properties/kind/enum",keyword:"enum",params:{allowedValues: schema207.oneOf[4].properties.kind.enum}}];
return false;
}
}
}
}
else {
validate431.errors = [{instancePath,schemaPath:"#/oneOf/4/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "unknown"){
const _errs27 = errors;
if(errors === _errs27){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
if(((data.kind === undefined) && (missing5 = "kind")) || ((data.path === undefined) && (missing5 = "path"))){
validate431.errors = [{instancePath,schemaPath:"#/oneOf/5/required",keyword:"required",params:{missingProperty: missing5}}];
return false;
}
else {
if(data.kind !== undefined){
let data6 = data.kind;
const _errs29 = errors;
if(typeof data6 !== "string"){
validate431.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/oneOf/5/properties/kind/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data6 === "unknown")){
validate431.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/oneOf/5/properties/kind/enum",keyword:"enum",params:{allowedValues: schema207.oneOf[5].properties.kind.enum}}];
return false;
}
var valid13 = _errs29 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data.path !== undefined){
const _errs31 = errors;
if(typeof data.path !== "string"){
validate431.errors = [{instancePath:instancePath+"/path",schemaPath:"#/oneOf/5/properties/path/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid13 = _errs31 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data.subpath !== undefined){
let data8 = data.subpath;
const _errs33 = errors;
const _errs34 = errors;
let valid14 = true;
const _errs35 = errors;
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
var _valid1 = _errs35 === errors;
errors = _errs34;
if(vErrors !== null){
if(_errs34){
vErrors.length = _errs34;
}
else {
vErrors = null;
}
}
if(!_valid1){
const _errs37 = errors;
if(!(validate54(data8, instancePath+"/subpath"))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var _valid1 = _errs37 === errors;
valid14 = _valid1;
}
if(!valid14){
const err3 = {instancePath:instancePath+"/subpath",schemaPath:"#/oneOf/5/properties/subpath/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate431.errors = vErrors;
return false;
}
var valid13 = _errs33 === errors;
}
else {
var valid13 = true;
}
}
}
}
}
else {
validate431.errors = [{instancePath,schemaPath:"#/oneOf/5/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else {
validate431.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "kind", tagValue: tag0}}];
return false;
}
}
else {
validate431.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "kind", tagValue: tag0}}];
return false;
}
}
else {
validate431.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate431.errors = vErrors;
return errors === 0;
}


function validate429(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "path"){
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.path === undefined) && (missing0 = "path")) || ((data.type === undefined) && (missing0 = "type"))){
validate429.errors = [{instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.path !== undefined){
const _errs4 = errors;
if(!(validate54(data.path, instancePath+"/path"))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.type !== undefined){
let data1 = data.type;
const _errs5 = errors;
if(typeof data1 !== "string"){
validate429.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data1 === "path")){
validate429.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/enum",keyword:"enum",params:{allowedValues: schema206.oneOf[0].properties.type.enum}}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate429.errors = [{instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "glob_pattern"){
const _errs7 = errors;
if(errors === _errs7){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.pattern === undefined) && (missing1 = "pattern")) || ((data.type === undefined) && (missing1 = "type"))){
validate429.errors = [{instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data.pattern !== undefined){
const _errs9 = errors;
if(typeof data.pattern !== "string"){
validate429.errors = [{instancePath:instancePath+"/pattern",schemaPath:"#/oneOf/1/properties/pattern/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid4 = _errs9 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.type !== undefined){
let data3 = data.type;
const _errs11 = errors;
if(typeof data3 !== "string"){
validate429.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data3 === "glob_pattern")){
validate429.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/enum",keyword:"enum",params:{allowedValues: schema206.oneOf[1].properties.type.enum}}];
return false;
}
var valid4 = _errs11 === errors;
}
else {
var valid4 = true;
}
}
}
}
else {
validate429.errors = [{instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "special"){
const _errs13 = errors;
if(errors === _errs13){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if(((data.type === undefined) && (missing2 = "type")) || ((data.value === undefined) && (missing2 = "value"))){
validate429.errors = [{instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
if(data.type !== undefined){
let data4 = data.type;
const _errs15 = errors;
if(typeof data4 !== "string"){
validate429.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/2/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data4 === "special")){
validate429.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/2/properties/type/enum",keyword:"enum",params:{allowedValues: schema206.oneOf[2].properties.type.enum}}];
return false;
}
var valid6 = _errs15 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.value !== undefined){
const _errs17 = errors;
if(!(validate431(data.value, instancePath+"/value"))){
vErrors = vErrors === null ? validate431.errors : vErrors.concat(validate431.errors);
errors = vErrors.length;
}
var valid6 = _errs17 === errors;
}
else {
var valid6 = true;
}
}
}
}
else {
validate429.errors = [{instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else {
validate429.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate429.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
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


function validate426(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.access === undefined) && (missing0 = "access")) || ((data.path === undefined) && (missing0 = "path"))){
validate426.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.access !== undefined){
const _errs1 = errors;
if(!(validate427(data.access, instancePath+"/access"))){
vErrors = vErrors === null ? validate427.errors : vErrors.concat(validate427.errors);
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
if(!(validate429(data.path, instancePath+"/path"))){
vErrors = vErrors === null ? validate429.errors : vErrors.concat(validate429.errors);
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
validate426.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate426.errors = vErrors;
return errors === 0;
}


function validate425(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.entries !== undefined){
let data0 = data.entries;
const _errs1 = errors;
if((!(Array.isArray(data0))) && (data0 !== null)){
validate425.errors = [{instancePath:instancePath+"/entries",schemaPath:"#/properties/entries/type",keyword:"type",params:{type: schema203.properties.entries.type}}];
return false;
}
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate426(data0[i0], instancePath+"/entries/" + i0))){
vErrors = vErrors === null ? validate426.errors : vErrors.concat(validate426.errors);
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
validate425.errors = [{instancePath:instancePath+"/globScanMaxDepth",schemaPath:"#/properties/globScanMaxDepth/type",keyword:"type",params:{type: schema203.properties.globScanMaxDepth.type}}];
return false;
}
if(errors === _errs4){
if(typeof data2 == "number"){
if(data2 < 1 || isNaN(data2)){
validate425.errors = [{instancePath:instancePath+"/globScanMaxDepth",schemaPath:"#/properties/globScanMaxDepth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}}];
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
validate425.errors = [{instancePath:instancePath+"/read",schemaPath:"#/properties/read/type",keyword:"type",params:{type: schema203.properties.read.type}}];
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
validate425.errors = [{instancePath:instancePath+"/write",schemaPath:"#/properties/write/type",keyword:"type",params:{type: schema203.properties.write.type}}];
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
validate425.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate425.errors = vErrors;
return errors === 0;
}

const schema208 = {"properties":{"enabled":{"type":["boolean","null"]}},"type":"object"};

function validate440(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.enabled !== undefined){
let data0 = data.enabled;
if((typeof data0 !== "boolean") && (data0 !== null)){
validate440.errors = [{instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: schema208.properties.enabled.type}}];
return false;
}
}
}
else {
validate440.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate440.errors = vErrors;
return errors === 0;
}


function validate424(data, instancePath=""){
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
if(!(validate425(data0, instancePath+"/fileSystem"))){
vErrors = vErrors === null ? validate425.errors : vErrors.concat(validate425.errors);
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
validate424.errors = vErrors;
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
if(!(validate440(data1, instancePath+"/network"))){
vErrors = vErrors === null ? validate440.errors : vErrors.concat(validate440.errors);
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
validate424.errors = vErrors;
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
validate424.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate424.errors = vErrors;
return errors === 0;
}


function validate413(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "command"){
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.command === undefined) && (missing0 = "command")) || ((data.cwd === undefined) && (missing0 = "cwd"))) || ((data.source === undefined) && (missing0 = "source"))) || ((data.type === undefined) && (missing0 = "type"))){
validate413.errors = [{instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.command !== undefined){
const _errs4 = errors;
if(typeof data.command !== "string"){
validate413.errors = [{instancePath:instancePath+"/command",schemaPath:"#/oneOf/0/properties/command/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.cwd !== undefined){
const _errs6 = errors;
if(!(validate54(data.cwd, instancePath+"/cwd"))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.source !== undefined){
const _errs7 = errors;
if(!(validate415(data.source, instancePath+"/source"))){
vErrors = vErrors === null ? validate415.errors : vErrors.concat(validate415.errors);
errors = vErrors.length;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.type !== undefined){
let data3 = data.type;
const _errs8 = errors;
if(typeof data3 !== "string"){
validate413.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data3 === "command")){
validate413.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/enum",keyword:"enum",params:{allowedValues: schema199.oneOf[0].properties.type.enum}}];
return false;
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
else {
validate413.errors = [{instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "execve"){
const _errs10 = errors;
if(errors === _errs10){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((((((data.argv === undefined) && (missing1 = "argv")) || ((data.cwd === undefined) && (missing1 = "cwd"))) || ((data.program === undefined) && (missing1 = "program"))) || ((data.source === undefined) && (missing1 = "source"))) || ((data.type === undefined) && (missing1 = "type"))){
validate413.errors = [{instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data.argv !== undefined){
let data4 = data.argv;
const _errs12 = errors;
if(errors === _errs12){
if(Array.isArray(data4)){
var valid5 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs14 = errors;
if(typeof data4[i0] !== "string"){
validate413.errors = [{instancePath:instancePath+"/argv/" + i0,schemaPath:"#/oneOf/1/properties/argv/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid5 = _errs14 === errors;
if(!valid5){
break;
}
}
}
else {
validate413.errors = [{instancePath:instancePath+"/argv",schemaPath:"#/oneOf/1/properties/argv/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid4 = _errs12 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.cwd !== undefined){
const _errs16 = errors;
if(!(validate31(data.cwd, instancePath+"/cwd"))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
var valid4 = _errs16 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.program !== undefined){
const _errs17 = errors;
if(typeof data.program !== "string"){
validate413.errors = [{instancePath:instancePath+"/program",schemaPath:"#/oneOf/1/properties/program/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid4 = _errs17 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.source !== undefined){
const _errs19 = errors;
if(!(validate415(data.source, instancePath+"/source"))){
vErrors = vErrors === null ? validate415.errors : vErrors.concat(validate415.errors);
errors = vErrors.length;
}
var valid4 = _errs19 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.type !== undefined){
let data9 = data.type;
const _errs20 = errors;
if(typeof data9 !== "string"){
validate413.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data9 === "execve")){
validate413.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/enum",keyword:"enum",params:{allowedValues: schema199.oneOf[1].properties.type.enum}}];
return false;
}
var valid4 = _errs20 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
}
}
else {
validate413.errors = [{instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "writeStdin"){
const _errs22 = errors;
if(errors === _errs22){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((((((data.approvalId === undefined) && (missing2 = "approvalId")) || ((data.cwd === undefined) && (missing2 = "cwd"))) || ((data.processId === undefined) && (missing2 = "processId"))) || ((data.stdin === undefined) && (missing2 = "stdin"))) || ((data.type === undefined) && (missing2 = "type"))){
validate413.errors = [{instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
if(data.approvalId !== undefined){
const _errs24 = errors;
if(typeof data.approvalId !== "string"){
validate413.errors = [{instancePath:instancePath+"/approvalId",schemaPath:"#/oneOf/2/properties/approvalId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid7 = _errs24 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data.cwd !== undefined){
const _errs26 = errors;
if(!(validate54(data.cwd, instancePath+"/cwd"))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid7 = _errs26 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data.processId !== undefined){
const _errs27 = errors;
if(typeof data.processId !== "string"){
validate413.errors = [{instancePath:instancePath+"/processId",schemaPath:"#/oneOf/2/properties/processId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid7 = _errs27 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data.stdin !== undefined){
const _errs29 = errors;
if(typeof data.stdin !== "string"){
validate413.errors = [{instancePath:instancePath+"/stdin",schemaPath:"#/oneOf/2/properties/stdin/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid7 = _errs29 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data.type !== undefined){
let data14 = data.type;
const _errs31 = errors;
if(typeof data14 !== "string"){
validate413.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/2/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data14 === "writeStdin")){
validate413.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/2/properties/type/enum",keyword:"enum",params:{allowedValues: schema199.oneOf[2].properties.type.enum}}];
return false;
}
var valid7 = _errs31 === errors;
}
else {
var valid7 = true;
}
}
}
}
}
}
}
else {
validate413.errors = [{instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "applyPatch"){
const _errs33 = errors;
if(errors === _errs33){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((((data.cwd === undefined) && (missing3 = "cwd")) || ((data.files === undefined) && (missing3 = "files"))) || ((data.type === undefined) && (missing3 = "type"))){
validate413.errors = [{instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: missing3}}];
return false;
}
else {
if(data.cwd !== undefined){
const _errs35 = errors;
if(!(validate54(data.cwd, instancePath+"/cwd"))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid9 = _errs35 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data.files !== undefined){
let data16 = data.files;
const _errs36 = errors;
if(errors === _errs36){
if(Array.isArray(data16)){
var valid10 = true;
const len1 = data16.length;
for(let i1=0; i1<len1; i1++){
const _errs38 = errors;
if(!(validate54(data16[i1], instancePath+"/files/" + i1))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid10 = _errs38 === errors;
if(!valid10){
break;
}
}
}
else {
validate413.errors = [{instancePath:instancePath+"/files",schemaPath:"#/oneOf/3/properties/files/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid9 = _errs36 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data.type !== undefined){
let data18 = data.type;
const _errs39 = errors;
if(typeof data18 !== "string"){
validate413.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/3/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data18 === "applyPatch")){
validate413.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/3/properties/type/enum",keyword:"enum",params:{allowedValues: schema199.oneOf[3].properties.type.enum}}];
return false;
}
var valid9 = _errs39 === errors;
}
else {
var valid9 = true;
}
}
}
}
}
else {
validate413.errors = [{instancePath,schemaPath:"#/oneOf/3/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "networkAccess"){
const _errs41 = errors;
if(errors === _errs41){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((((((data.host === undefined) && (missing4 = "host")) || ((data.port === undefined) && (missing4 = "port"))) || ((data.protocol === undefined) && (missing4 = "protocol"))) || ((data.target === undefined) && (missing4 = "target"))) || ((data.type === undefined) && (missing4 = "type"))){
validate413.errors = [{instancePath,schemaPath:"#/oneOf/4/required",keyword:"required",params:{missingProperty: missing4}}];
return false;
}
else {
if(data.host !== undefined){
const _errs43 = errors;
if(typeof data.host !== "string"){
validate413.errors = [{instancePath:instancePath+"/host",schemaPath:"#/oneOf/4/properties/host/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid12 = _errs43 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data.port !== undefined){
let data20 = data.port;
const _errs45 = errors;
if(!((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20)))){
validate413.errors = [{instancePath:instancePath+"/port",schemaPath:"#/oneOf/4/properties/port/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs45){
if(typeof data20 == "number"){
if(data20 < 0 || isNaN(data20)){
validate413.errors = [{instancePath:instancePath+"/port",schemaPath:"#/oneOf/4/properties/port/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid12 = _errs45 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data.protocol !== undefined){
const _errs47 = errors;
if(!(validate422(data.protocol, instancePath+"/protocol"))){
vErrors = vErrors === null ? validate422.errors : vErrors.concat(validate422.errors);
errors = vErrors.length;
}
var valid12 = _errs47 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data.target !== undefined){
const _errs48 = errors;
if(typeof data.target !== "string"){
validate413.errors = [{instancePath:instancePath+"/target",schemaPath:"#/oneOf/4/properties/target/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid12 = _errs48 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data.type !== undefined){
let data23 = data.type;
const _errs50 = errors;
if(typeof data23 !== "string"){
validate413.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/4/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data23 === "networkAccess")){
validate413.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/4/properties/type/enum",keyword:"enum",params:{allowedValues: schema199.oneOf[4].properties.type.enum}}];
return false;
}
var valid12 = _errs50 === errors;
}
else {
var valid12 = true;
}
}
}
}
}
}
}
else {
validate413.errors = [{instancePath,schemaPath:"#/oneOf/4/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "mcpToolCall"){
const _errs52 = errors;
if(errors === _errs52){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
if((((data.server === undefined) && (missing5 = "server")) || ((data.toolName === undefined) && (missing5 = "toolName"))) || ((data.type === undefined) && (missing5 = "type"))){
validate413.errors = [{instancePath,schemaPath:"#/oneOf/5/required",keyword:"required",params:{missingProperty: missing5}}];
return false;
}
else {
if(data.connectorId !== undefined){
let data24 = data.connectorId;
const _errs54 = errors;
if((typeof data24 !== "string") && (data24 !== null)){
validate413.errors = [{instancePath:instancePath+"/connectorId",schemaPath:"#/oneOf/5/properties/connectorId/type",keyword:"type",params:{type: schema199.oneOf[5].properties.connectorId.type}}];
return false;
}
var valid14 = _errs54 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data.connectorName !== undefined){
let data25 = data.connectorName;
const _errs56 = errors;
if((typeof data25 !== "string") && (data25 !== null)){
validate413.errors = [{instancePath:instancePath+"/connectorName",schemaPath:"#/oneOf/5/properties/connectorName/type",keyword:"type",params:{type: schema199.oneOf[5].properties.connectorName.type}}];
return false;
}
var valid14 = _errs56 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data.server !== undefined){
const _errs58 = errors;
if(typeof data.server !== "string"){
validate413.errors = [{instancePath:instancePath+"/server",schemaPath:"#/oneOf/5/properties/server/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid14 = _errs58 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data.toolName !== undefined){
const _errs60 = errors;
if(typeof data.toolName !== "string"){
validate413.errors = [{instancePath:instancePath+"/toolName",schemaPath:"#/oneOf/5/properties/toolName/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid14 = _errs60 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data.toolTitle !== undefined){
let data28 = data.toolTitle;
const _errs62 = errors;
if((typeof data28 !== "string") && (data28 !== null)){
validate413.errors = [{instancePath:instancePath+"/toolTitle",schemaPath:"#/oneOf/5/properties/toolTitle/type",keyword:"type",params:{type: schema199.oneOf[5].properties.toolTitle.type}}];
return false;
}
var valid14 = _errs62 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data.type !== undefined){
let data29 = data.type;
const _errs64 = errors;
if(typeof data29 !== "string"){
validate413.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/5/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data29 === "mcpToolCall")){
validate413.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/5/properties/type/enum",keyword:"enum",params:{allowedValues: schema199.oneOf[5].properties.type.enum}}];
return false;
}
var valid14 = _errs64 === errors;
}
else {
var valid14 = true;
}
}
}
}
}
}
}
}
else {
validate413.errors = [{instancePath,schemaPath:"#/oneOf/5/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "requestPermissions"){
const _errs66 = errors;
if(errors === _errs66){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if(((data.permissions === undefined) && (missing6 = "permissions")) || ((data.type === undefined) && (missing6 = "type"))){
validate413.errors = [{instancePath,schemaPath:"#/oneOf/6/required",keyword:"required",params:{missingProperty: missing6}}];
return false;
}
else {
if(data.permissions !== undefined){
const _errs68 = errors;
if(!(validate424(data.permissions, instancePath+"/permissions"))){
vErrors = vErrors === null ? validate424.errors : vErrors.concat(validate424.errors);
errors = vErrors.length;
}
var valid16 = _errs68 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data.reason !== undefined){
let data31 = data.reason;
const _errs69 = errors;
if((typeof data31 !== "string") && (data31 !== null)){
validate413.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/oneOf/6/properties/reason/type",keyword:"type",params:{type: schema199.oneOf[6].properties.reason.type}}];
return false;
}
var valid16 = _errs69 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data.type !== undefined){
let data32 = data.type;
const _errs71 = errors;
if(typeof data32 !== "string"){
validate413.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/6/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data32 === "requestPermissions")){
validate413.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/6/properties/type/enum",keyword:"enum",params:{allowedValues: schema199.oneOf[6].properties.type.enum}}];
return false;
}
var valid16 = _errs71 === errors;
}
else {
var valid16 = true;
}
}
}
}
}
else {
validate413.errors = [{instancePath,schemaPath:"#/oneOf/6/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else {
validate413.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate413.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
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

const schema209 = {"properties":{"rationale":{"type":["string","null"]},"riskLevel":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/GuardianRiskLevel"}},"status":{"$ref":"#/definitions/v2/GuardianApprovalReviewStatus"},"userAuthorization":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/GuardianUserAuthorization"}}},"required":["status"],"type":"object"};
const schema210 = {"enum":["low","medium","high","critical"],"type":"string"};

function validate445(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate445.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data === "low") || (data === "medium")) || (data === "high")) || (data === "critical"))){
validate445.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema210.enum}}];
return false;
}
validate445.errors = vErrors;
return errors === 0;
}

const schema211 = {"enum":["inProgress","approved","denied","timedOut","aborted"],"type":"string"};

function validate447(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate447.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((((data === "inProgress") || (data === "approved")) || (data === "denied")) || (data === "timedOut")) || (data === "aborted"))){
validate447.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema211.enum}}];
return false;
}
validate447.errors = vErrors;
return errors === 0;
}

const schema212 = {"enum":["unknown","low","medium","high"],"type":"string"};

function validate449(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate449.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data === "unknown") || (data === "low")) || (data === "medium")) || (data === "high"))){
validate449.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema212.enum}}];
return false;
}
validate449.errors = vErrors;
return errors === 0;
}


function validate444(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.status === undefined) && (missing0 = "status")){
validate444.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.rationale !== undefined){
let data0 = data.rationale;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate444.errors = [{instancePath:instancePath+"/rationale",schemaPath:"#/properties/rationale/type",keyword:"type",params:{type: schema209.properties.rationale.type}}];
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
if(!(validate445(data1, instancePath+"/riskLevel"))){
vErrors = vErrors === null ? validate445.errors : vErrors.concat(validate445.errors);
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
validate444.errors = vErrors;
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
if(!(validate447(data.status, instancePath+"/status"))){
vErrors = vErrors === null ? validate447.errors : vErrors.concat(validate447.errors);
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
if(!(validate449(data3, instancePath+"/userAuthorization"))){
vErrors = vErrors === null ? validate449.errors : vErrors.concat(validate449.errors);
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
validate444.errors = vErrors;
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
validate444.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate444.errors = vErrors;
return errors === 0;
}


function validate412(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.action === undefined) && (missing0 = "action")) || ((data.review === undefined) && (missing0 = "review"))) || ((data.reviewId === undefined) && (missing0 = "reviewId"))) || ((data.startedAtMs === undefined) && (missing0 = "startedAtMs"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate412.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.action !== undefined){
const _errs1 = errors;
if(!(validate413(data.action, instancePath+"/action"))){
vErrors = vErrors === null ? validate413.errors : vErrors.concat(validate413.errors);
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
if(!(validate444(data.review, instancePath+"/review"))){
vErrors = vErrors === null ? validate444.errors : vErrors.concat(validate444.errors);
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
validate412.errors = [{instancePath:instancePath+"/reviewId",schemaPath:"#/properties/reviewId/type",keyword:"type",params:{type: "string"}}];
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
validate412.errors = [{instancePath:instancePath+"/startedAtMs",schemaPath:"#/properties/startedAtMs/type",keyword:"type",params:{type: "integer"}}];
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
validate412.errors = [{instancePath:instancePath+"/targetItemId",schemaPath:"#/properties/targetItemId/type",keyword:"type",params:{type: schema198.properties.targetItemId.type}}];
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
validate412.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate412.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate412.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate412.errors = vErrors;
return errors === 0;
}


function validate411(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v44.json" */;
let vErrors = null;
let errors = 0;
if(!(validate412(data, instancePath))){
vErrors = vErrors === null ? validate412.errors : vErrors.concat(validate412.errors);
errors = vErrors.length;
}
validate411.errors = vErrors;
return errors === 0;
}

const v45: Validator<T.ItemGuardianApprovalReviewCompletedNotification> = validate453;
const schema213 = {"$id":"https://mwh.invalid/serverNotificationParams/v45.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ItemGuardianApprovalReviewCompletedNotification"};
const schema214 = {"properties":{"action":{"$ref":"#/definitions/v2/GuardianApprovalReviewAction"},"completedAtMs":{"format":"int64","type":"integer"},"decisionSource":{"$ref":"#/definitions/v2/AutoReviewDecisionSource"},"review":{"$ref":"#/definitions/v2/GuardianApprovalReview"},"reviewId":{"type":"string"},"startedAtMs":{"format":"int64","type":"integer"},"targetItemId":{"type":["string","null"]},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["action","completedAtMs","decisionSource","review","reviewId","startedAtMs","threadId","turnId"],"type":"object"};
const schema215 = {"enum":["agent"],"type":"string"};

function validate456(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate456.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data === "agent")){
validate456.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema215.enum}}];
return false;
}
validate456.errors = vErrors;
return errors === 0;
}


function validate454(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((data.action === undefined) && (missing0 = "action")) || ((data.completedAtMs === undefined) && (missing0 = "completedAtMs"))) || ((data.decisionSource === undefined) && (missing0 = "decisionSource"))) || ((data.review === undefined) && (missing0 = "review"))) || ((data.reviewId === undefined) && (missing0 = "reviewId"))) || ((data.startedAtMs === undefined) && (missing0 = "startedAtMs"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate454.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.action !== undefined){
const _errs1 = errors;
if(!(validate413(data.action, instancePath+"/action"))){
vErrors = vErrors === null ? validate413.errors : vErrors.concat(validate413.errors);
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
validate454.errors = [{instancePath:instancePath+"/completedAtMs",schemaPath:"#/properties/completedAtMs/type",keyword:"type",params:{type: "integer"}}];
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
if(!(validate456(data.decisionSource, instancePath+"/decisionSource"))){
vErrors = vErrors === null ? validate456.errors : vErrors.concat(validate456.errors);
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
if(!(validate444(data.review, instancePath+"/review"))){
vErrors = vErrors === null ? validate444.errors : vErrors.concat(validate444.errors);
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
validate454.errors = [{instancePath:instancePath+"/reviewId",schemaPath:"#/properties/reviewId/type",keyword:"type",params:{type: "string"}}];
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
validate454.errors = [{instancePath:instancePath+"/startedAtMs",schemaPath:"#/properties/startedAtMs/type",keyword:"type",params:{type: "integer"}}];
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
validate454.errors = [{instancePath:instancePath+"/targetItemId",schemaPath:"#/properties/targetItemId/type",keyword:"type",params:{type: schema214.properties.targetItemId.type}}];
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
validate454.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate454.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate454.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate454.errors = vErrors;
return errors === 0;
}


function validate453(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v45.json" */;
let vErrors = null;
let errors = 0;
if(!(validate454(data, instancePath))){
vErrors = vErrors === null ? validate454.errors : vErrors.concat(validate454.errors);
errors = vErrors.length;
}
validate453.errors = vErrors;
return errors === 0;
}

const v46: Validator<T.StrictReviewRequiredNotification> = validate460;
const schema216 = {"$id":"https://mwh.invalid/serverNotificationParams/v46.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/StrictReviewRequiredNotification"};
const schema217 = {"properties":{"startedAtMs":{"format":"int64","type":"integer"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["startedAtMs","threadId","turnId"],"type":"object"};

function validate461(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.startedAtMs === undefined) && (missing0 = "startedAtMs")) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate461.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.startedAtMs !== undefined){
let data0 = data.startedAtMs;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate461.errors = [{instancePath:instancePath+"/startedAtMs",schemaPath:"#/properties/startedAtMs/type",keyword:"type",params:{type: "integer"}}];
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
validate461.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate461.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate461.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate461.errors = vErrors;
return errors === 0;
}


function validate460(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v46.json" */;
let vErrors = null;
let errors = 0;
if(!(validate461(data, instancePath))){
vErrors = vErrors === null ? validate461.errors : vErrors.concat(validate461.errors);
errors = vErrors.length;
}
validate460.errors = vErrors;
return errors === 0;
}

const v47: Validator<T.ItemCompletedNotification> = validate463;
const schema218 = {"$id":"https://mwh.invalid/serverNotificationParams/v47.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ItemCompletedNotification"};
const schema219 = {"properties":{"completedAtMs":{"format":"int64","type":"integer"},"contentTokenCount":{"format":"uint64","minimum":0,"type":["integer","null"]},"item":{"$ref":"#/definitions/v2/ThreadItem"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["completedAtMs","item","threadId","turnId"],"type":"object"};

function validate464(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.completedAtMs === undefined) && (missing0 = "completedAtMs")) || ((data.item === undefined) && (missing0 = "item"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate464.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.completedAtMs !== undefined){
let data0 = data.completedAtMs;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate464.errors = [{instancePath:instancePath+"/completedAtMs",schemaPath:"#/properties/completedAtMs/type",keyword:"type",params:{type: "integer"}}];
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
validate464.errors = [{instancePath:instancePath+"/contentTokenCount",schemaPath:"#/properties/contentTokenCount/type",keyword:"type",params:{type: schema219.properties.contentTokenCount.type}}];
return false;
}
if(errors === _errs3){
if(typeof data1 == "number"){
if(data1 < 0 || isNaN(data1)){
validate464.errors = [{instancePath:instancePath+"/contentTokenCount",schemaPath:"#/properties/contentTokenCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
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
if(!(validate98(data.item, instancePath+"/item"))){
vErrors = vErrors === null ? validate98.errors : vErrors.concat(validate98.errors);
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
validate464.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate464.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate464.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate464.errors = vErrors;
return errors === 0;
}


function validate463(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v47.json" */;
let vErrors = null;
let errors = 0;
if(!(validate464(data, instancePath))){
vErrors = vErrors === null ? validate464.errors : vErrors.concat(validate464.errors);
errors = vErrors.length;
}
validate463.errors = vErrors;
return errors === 0;
}

const v48: Validator<T.AgentMessageDeltaNotification> = validate467;
const schema220 = {"$id":"https://mwh.invalid/serverNotificationParams/v48.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/AgentMessageDeltaNotification"};
const schema221 = {"properties":{"delta":{"type":"string"},"itemId":{"type":"string"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["delta","itemId","threadId","turnId"],"type":"object"};

function validate468(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.delta === undefined) && (missing0 = "delta")) || ((data.itemId === undefined) && (missing0 = "itemId"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate468.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.delta !== undefined){
const _errs1 = errors;
if(typeof data.delta !== "string"){
validate468.errors = [{instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/type",keyword:"type",params:{type: "string"}}];
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
validate468.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "string"}}];
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
validate468.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate468.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate468.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate468.errors = vErrors;
return errors === 0;
}


function validate467(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v48.json" */;
let vErrors = null;
let errors = 0;
if(!(validate468(data, instancePath))){
vErrors = vErrors === null ? validate468.errors : vErrors.concat(validate468.errors);
errors = vErrors.length;
}
validate467.errors = vErrors;
return errors === 0;
}

const v49: Validator<T.PlanDeltaNotification> = validate470;
const schema222 = {"$id":"https://mwh.invalid/serverNotificationParams/v49.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/PlanDeltaNotification"};
const schema223 = {"properties":{"delta":{"type":"string"},"itemId":{"type":"string"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["delta","itemId","threadId","turnId"],"type":"object"};

function validate471(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.delta === undefined) && (missing0 = "delta")) || ((data.itemId === undefined) && (missing0 = "itemId"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate471.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.delta !== undefined){
const _errs1 = errors;
if(typeof data.delta !== "string"){
validate471.errors = [{instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/type",keyword:"type",params:{type: "string"}}];
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
validate471.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "string"}}];
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
validate471.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate471.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate471.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate471.errors = vErrors;
return errors === 0;
}


function validate470(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v49.json" */;
let vErrors = null;
let errors = 0;
if(!(validate471(data, instancePath))){
vErrors = vErrors === null ? validate471.errors : vErrors.concat(validate471.errors);
errors = vErrors.length;
}
validate470.errors = vErrors;
return errors === 0;
}

const v50: Validator<T.CommandExecOutputDeltaNotification> = validate473;
const schema224 = {"$id":"https://mwh.invalid/serverNotificationParams/v50.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/CommandExecOutputDeltaNotification"};
const schema225 = {"properties":{"capReached":{"type":"boolean"},"deltaBase64":{"type":"string"},"processId":{"type":"string"},"stream":{"allOf":[{"$ref":"#/definitions/v2/CommandExecOutputStream"}]}},"required":["capReached","deltaBase64","processId","stream"],"type":"object"};
const schema226 = {"oneOf":[{"enum":["stdout"],"type":"string"},{"enum":["stderr"],"type":"string"}]};

function validate475(data, instancePath=""){
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
if(!(data === "stdout")){
const err1 = {instancePath,schemaPath:"#/oneOf/0/enum",keyword:"enum",params:{allowedValues: schema226.oneOf[0].enum}};
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
if(!(data === "stderr")){
const err3 = {instancePath,schemaPath:"#/oneOf/1/enum",keyword:"enum",params:{allowedValues: schema226.oneOf[1].enum}};
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
validate475.errors = vErrors;
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
validate475.errors = vErrors;
return errors === 0;
}


function validate474(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.capReached === undefined) && (missing0 = "capReached")) || ((data.deltaBase64 === undefined) && (missing0 = "deltaBase64"))) || ((data.processId === undefined) && (missing0 = "processId"))) || ((data.stream === undefined) && (missing0 = "stream"))){
validate474.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.capReached !== undefined){
const _errs1 = errors;
if(typeof data.capReached !== "boolean"){
validate474.errors = [{instancePath:instancePath+"/capReached",schemaPath:"#/properties/capReached/type",keyword:"type",params:{type: "boolean"}}];
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
validate474.errors = [{instancePath:instancePath+"/deltaBase64",schemaPath:"#/properties/deltaBase64/type",keyword:"type",params:{type: "string"}}];
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
validate474.errors = [{instancePath:instancePath+"/processId",schemaPath:"#/properties/processId/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate475(data.stream, instancePath+"/stream"))){
vErrors = vErrors === null ? validate475.errors : vErrors.concat(validate475.errors);
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
validate474.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate474.errors = vErrors;
return errors === 0;
}


function validate473(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v50.json" */;
let vErrors = null;
let errors = 0;
if(!(validate474(data, instancePath))){
vErrors = vErrors === null ? validate474.errors : vErrors.concat(validate474.errors);
errors = vErrors.length;
}
validate473.errors = vErrors;
return errors === 0;
}

const v51: Validator<T.ProcessOutputDeltaNotification> = validate478;
const schema227 = {"$id":"https://mwh.invalid/serverNotificationParams/v51.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ProcessOutputDeltaNotification"};
const schema228 = {"properties":{"capReached":{"type":"boolean"},"deltaBase64":{"type":"string"},"processHandle":{"type":"string"},"stream":{"allOf":[{"$ref":"#/definitions/v2/ProcessOutputStream"}]}},"required":["capReached","deltaBase64","processHandle","stream"],"type":"object"};
const schema229 = {"oneOf":[{"enum":["stdout"],"type":"string"},{"enum":["stderr"],"type":"string"}]};

function validate480(data, instancePath=""){
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
if(!(data === "stdout")){
const err1 = {instancePath,schemaPath:"#/oneOf/0/enum",keyword:"enum",params:{allowedValues: schema229.oneOf[0].enum}};
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
if(!(data === "stderr")){
const err3 = {instancePath,schemaPath:"#/oneOf/1/enum",keyword:"enum",params:{allowedValues: schema229.oneOf[1].enum}};
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
validate480.errors = vErrors;
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
validate480.errors = vErrors;
return errors === 0;
}


function validate479(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.capReached === undefined) && (missing0 = "capReached")) || ((data.deltaBase64 === undefined) && (missing0 = "deltaBase64"))) || ((data.processHandle === undefined) && (missing0 = "processHandle"))) || ((data.stream === undefined) && (missing0 = "stream"))){
validate479.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.capReached !== undefined){
const _errs1 = errors;
if(typeof data.capReached !== "boolean"){
validate479.errors = [{instancePath:instancePath+"/capReached",schemaPath:"#/properties/capReached/type",keyword:"type",params:{type: "boolean"}}];
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
validate479.errors = [{instancePath:instancePath+"/deltaBase64",schemaPath:"#/properties/deltaBase64/type",keyword:"type",params:{type: "string"}}];
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
validate479.errors = [{instancePath:instancePath+"/processHandle",schemaPath:"#/properties/processHandle/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate480(data.stream, instancePath+"/stream"))){
vErrors = vErrors === null ? validate480.errors : vErrors.concat(validate480.errors);
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
validate479.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate479.errors = vErrors;
return errors === 0;
}


function validate478(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v51.json" */;
let vErrors = null;
let errors = 0;
if(!(validate479(data, instancePath))){
vErrors = vErrors === null ? validate479.errors : vErrors.concat(validate479.errors);
errors = vErrors.length;
}
validate478.errors = vErrors;
return errors === 0;
}

const v52: Validator<T.ThreadSearchPartialNotification> = validate483;
const schema230 = {"$id":"https://mwh.invalid/serverNotificationParams/v52.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadSearchPartialNotification"};
const schema231 = {"properties":{"data":{"items":{"$ref":"#/definitions/v2/ThreadSearchResult"},"type":"array"},"requestId":{"$ref":"#/definitions/v2/RequestId"}},"required":["data","requestId"],"type":"object"};
const schema232 = {"properties":{"snippet":{"type":"string"},"thread":{"$ref":"#/definitions/v2/Thread"}},"required":["snippet","thread"],"type":"object"};

function validate485(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.snippet === undefined) && (missing0 = "snippet")) || ((data.thread === undefined) && (missing0 = "thread"))){
validate485.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.snippet !== undefined){
const _errs1 = errors;
if(typeof data.snippet !== "string"){
validate485.errors = [{instancePath:instancePath+"/snippet",schemaPath:"#/properties/snippet/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate63(data.thread, instancePath+"/thread"))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
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

const schema233 = {"anyOf":[{"type":"string"},{"format":"int64","type":"integer"}]};

function validate488(data, instancePath=""){
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
validate488.errors = vErrors;
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
validate488.errors = vErrors;
return errors === 0;
}


function validate484(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.data === undefined) && (missing0 = "data")) || ((data.requestId === undefined) && (missing0 = "requestId"))){
validate484.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
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
if(!(validate485(data0[i0], instancePath+"/data/" + i0))){
vErrors = vErrors === null ? validate485.errors : vErrors.concat(validate485.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate484.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"}}];
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
if(!(validate488(data.requestId, instancePath+"/requestId"))){
vErrors = vErrors === null ? validate488.errors : vErrors.concat(validate488.errors);
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
validate484.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate484.errors = vErrors;
return errors === 0;
}


function validate483(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v52.json" */;
let vErrors = null;
let errors = 0;
if(!(validate484(data, instancePath))){
vErrors = vErrors === null ? validate484.errors : vErrors.concat(validate484.errors);
errors = vErrors.length;
}
validate483.errors = vErrors;
return errors === 0;
}

const v53: Validator<T.ProcessExitedNotification> = validate491;
const schema234 = {"$id":"https://mwh.invalid/serverNotificationParams/v53.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ProcessExitedNotification"};
const schema235 = {"properties":{"exitCode":{"format":"int32","type":"integer"},"outputDrainTimedOut":{"type":["boolean","null"]},"processHandle":{"type":"string"},"stderr":{"type":"string"},"stderrCapReached":{"type":"boolean"},"stdout":{"type":"string"},"stdoutCapReached":{"type":"boolean"}},"required":["exitCode","processHandle","stderr","stderrCapReached","stdout","stdoutCapReached"],"type":"object"};

function validate492(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.exitCode === undefined) && (missing0 = "exitCode")) || ((data.processHandle === undefined) && (missing0 = "processHandle"))) || ((data.stderr === undefined) && (missing0 = "stderr"))) || ((data.stderrCapReached === undefined) && (missing0 = "stderrCapReached"))) || ((data.stdout === undefined) && (missing0 = "stdout"))) || ((data.stdoutCapReached === undefined) && (missing0 = "stdoutCapReached"))){
validate492.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.exitCode !== undefined){
let data0 = data.exitCode;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate492.errors = [{instancePath:instancePath+"/exitCode",schemaPath:"#/properties/exitCode/type",keyword:"type",params:{type: "integer"}}];
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
validate492.errors = [{instancePath:instancePath+"/outputDrainTimedOut",schemaPath:"#/properties/outputDrainTimedOut/type",keyword:"type",params:{type: schema235.properties.outputDrainTimedOut.type}}];
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
validate492.errors = [{instancePath:instancePath+"/processHandle",schemaPath:"#/properties/processHandle/type",keyword:"type",params:{type: "string"}}];
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
validate492.errors = [{instancePath:instancePath+"/stderr",schemaPath:"#/properties/stderr/type",keyword:"type",params:{type: "string"}}];
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
validate492.errors = [{instancePath:instancePath+"/stderrCapReached",schemaPath:"#/properties/stderrCapReached/type",keyword:"type",params:{type: "boolean"}}];
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
validate492.errors = [{instancePath:instancePath+"/stdout",schemaPath:"#/properties/stdout/type",keyword:"type",params:{type: "string"}}];
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
validate492.errors = [{instancePath:instancePath+"/stdoutCapReached",schemaPath:"#/properties/stdoutCapReached/type",keyword:"type",params:{type: "boolean"}}];
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
validate492.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate492.errors = vErrors;
return errors === 0;
}


function validate491(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v53.json" */;
let vErrors = null;
let errors = 0;
if(!(validate492(data, instancePath))){
vErrors = vErrors === null ? validate492.errors : vErrors.concat(validate492.errors);
errors = vErrors.length;
}
validate491.errors = vErrors;
return errors === 0;
}

const v54: Validator<T.CommandExecutionOutputDeltaNotification> = validate494;
const schema236 = {"$id":"https://mwh.invalid/serverNotificationParams/v54.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/CommandExecutionOutputDeltaNotification"};
const schema237 = {"properties":{"delta":{"type":"string"},"itemId":{"type":"string"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["delta","itemId","threadId","turnId"],"type":"object"};

function validate495(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.delta === undefined) && (missing0 = "delta")) || ((data.itemId === undefined) && (missing0 = "itemId"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate495.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.delta !== undefined){
const _errs1 = errors;
if(typeof data.delta !== "string"){
validate495.errors = [{instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/type",keyword:"type",params:{type: "string"}}];
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
validate495.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "string"}}];
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
validate495.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate495.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate495.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate495.errors = vErrors;
return errors === 0;
}


function validate494(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v54.json" */;
let vErrors = null;
let errors = 0;
if(!(validate495(data, instancePath))){
vErrors = vErrors === null ? validate495.errors : vErrors.concat(validate495.errors);
errors = vErrors.length;
}
validate494.errors = vErrors;
return errors === 0;
}

const v55: Validator<T.TerminalInteractionNotification> = validate497;
const schema238 = {"$id":"https://mwh.invalid/serverNotificationParams/v55.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/TerminalInteractionNotification"};
const schema239 = {"properties":{"itemId":{"type":"string"},"processId":{"type":"string"},"stdin":{"type":"string"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["itemId","processId","stdin","threadId","turnId"],"type":"object"};

function validate498(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.itemId === undefined) && (missing0 = "itemId")) || ((data.processId === undefined) && (missing0 = "processId"))) || ((data.stdin === undefined) && (missing0 = "stdin"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate498.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.itemId !== undefined){
const _errs1 = errors;
if(typeof data.itemId !== "string"){
validate498.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "string"}}];
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
validate498.errors = [{instancePath:instancePath+"/processId",schemaPath:"#/properties/processId/type",keyword:"type",params:{type: "string"}}];
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
validate498.errors = [{instancePath:instancePath+"/stdin",schemaPath:"#/properties/stdin/type",keyword:"type",params:{type: "string"}}];
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
validate498.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate498.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate498.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate498.errors = vErrors;
return errors === 0;
}


function validate497(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v55.json" */;
let vErrors = null;
let errors = 0;
if(!(validate498(data, instancePath))){
vErrors = vErrors === null ? validate498.errors : vErrors.concat(validate498.errors);
errors = vErrors.length;
}
validate497.errors = vErrors;
return errors === 0;
}

const v56: Validator<T.FileChangeOutputDeltaNotification> = validate500;
const schema240 = {"$id":"https://mwh.invalid/serverNotificationParams/v56.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/FileChangeOutputDeltaNotification"};
const schema241 = {"properties":{"delta":{"type":"string"},"itemId":{"type":"string"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["delta","itemId","threadId","turnId"],"type":"object"};

function validate501(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.delta === undefined) && (missing0 = "delta")) || ((data.itemId === undefined) && (missing0 = "itemId"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate501.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.delta !== undefined){
const _errs1 = errors;
if(typeof data.delta !== "string"){
validate501.errors = [{instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/type",keyword:"type",params:{type: "string"}}];
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
validate501.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "string"}}];
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
validate501.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate501.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate501.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate501.errors = vErrors;
return errors === 0;
}


function validate500(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v56.json" */;
let vErrors = null;
let errors = 0;
if(!(validate501(data, instancePath))){
vErrors = vErrors === null ? validate501.errors : vErrors.concat(validate501.errors);
errors = vErrors.length;
}
validate500.errors = vErrors;
return errors === 0;
}

const v57: Validator<T.FileChangePatchUpdatedNotification> = validate503;
const schema242 = {"$id":"https://mwh.invalid/serverNotificationParams/v57.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/FileChangePatchUpdatedNotification"};
const schema243 = {"properties":{"changes":{"items":{"$ref":"#/definitions/v2/FileUpdateChange"},"type":"array"},"itemId":{"type":"string"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["changes","itemId","threadId","turnId"],"type":"object"};

function validate504(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.changes === undefined) && (missing0 = "changes")) || ((data.itemId === undefined) && (missing0 = "itemId"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate504.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
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
if(!(validate147(data0[i0], instancePath+"/changes/" + i0))){
vErrors = vErrors === null ? validate147.errors : vErrors.concat(validate147.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate504.errors = [{instancePath:instancePath+"/changes",schemaPath:"#/properties/changes/type",keyword:"type",params:{type: "array"}}];
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
validate504.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "string"}}];
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
validate504.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate504.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate504.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate504.errors = vErrors;
return errors === 0;
}


function validate503(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v57.json" */;
let vErrors = null;
let errors = 0;
if(!(validate504(data, instancePath))){
vErrors = vErrors === null ? validate504.errors : vErrors.concat(validate504.errors);
errors = vErrors.length;
}
validate503.errors = vErrors;
return errors === 0;
}

const v58: Validator<T.ServerRequestResolvedNotification> = validate507;
const schema244 = {"$id":"https://mwh.invalid/serverNotificationParams/v58.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ServerRequestResolvedNotification"};
const schema245 = {"properties":{"requestId":{"$ref":"#/definitions/v2/RequestId"},"threadId":{"type":"string"}},"required":["requestId","threadId"],"type":"object"};

function validate508(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.requestId === undefined) && (missing0 = "requestId")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate508.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.requestId !== undefined){
const _errs1 = errors;
if(!(validate488(data.requestId, instancePath+"/requestId"))){
vErrors = vErrors === null ? validate488.errors : vErrors.concat(validate488.errors);
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
validate508.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate508.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate508.errors = vErrors;
return errors === 0;
}


function validate507(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v58.json" */;
let vErrors = null;
let errors = 0;
if(!(validate508(data, instancePath))){
vErrors = vErrors === null ? validate508.errors : vErrors.concat(validate508.errors);
errors = vErrors.length;
}
validate507.errors = vErrors;
return errors === 0;
}

const v59: Validator<T.McpToolCallProgressNotification> = validate511;
const schema246 = {"$id":"https://mwh.invalid/serverNotificationParams/v59.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/McpToolCallProgressNotification"};
const schema247 = {"properties":{"itemId":{"type":"string"},"message":{"type":"string"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["itemId","message","threadId","turnId"],"type":"object"};

function validate512(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.itemId === undefined) && (missing0 = "itemId")) || ((data.message === undefined) && (missing0 = "message"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate512.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.itemId !== undefined){
const _errs1 = errors;
if(typeof data.itemId !== "string"){
validate512.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "string"}}];
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
validate512.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"}}];
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
validate512.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate512.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate512.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate512.errors = vErrors;
return errors === 0;
}


function validate511(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v59.json" */;
let vErrors = null;
let errors = 0;
if(!(validate512(data, instancePath))){
vErrors = vErrors === null ? validate512.errors : vErrors.concat(validate512.errors);
errors = vErrors.length;
}
validate511.errors = vErrors;
return errors === 0;
}

const v60: Validator<T.McpServerOauthLoginCompletedNotification> = validate514;
const schema248 = {"$id":"https://mwh.invalid/serverNotificationParams/v60.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/McpServerOauthLoginCompletedNotification"};
const schema249 = {"properties":{"error":{"type":["string","null"]},"loginId":{"type":["string","null"]},"name":{"type":"string"},"success":{"type":"boolean"},"threadId":{"type":["string","null"]}},"required":["name","success"],"type":"object"};

function validate515(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.name === undefined) && (missing0 = "name")) || ((data.success === undefined) && (missing0 = "success"))){
validate515.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.error !== undefined){
let data0 = data.error;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate515.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: schema249.properties.error.type}}];
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
validate515.errors = [{instancePath:instancePath+"/loginId",schemaPath:"#/properties/loginId/type",keyword:"type",params:{type: schema249.properties.loginId.type}}];
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
validate515.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"}}];
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
validate515.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"}}];
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
validate515.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: schema249.properties.threadId.type}}];
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
validate515.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate515.errors = vErrors;
return errors === 0;
}


function validate514(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v60.json" */;
let vErrors = null;
let errors = 0;
if(!(validate515(data, instancePath))){
vErrors = vErrors === null ? validate515.errors : vErrors.concat(validate515.errors);
errors = vErrors.length;
}
validate514.errors = vErrors;
return errors === 0;
}

const v61: Validator<T.McpServerStatusUpdatedNotification> = validate517;
const schema250 = {"$id":"https://mwh.invalid/serverNotificationParams/v61.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/McpServerStatusUpdatedNotification"};
const schema251 = {"properties":{"environmentId":{"type":["string","null"]},"error":{"type":["string","null"]},"failureReason":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/McpServerStartupFailureReason"}},"name":{"type":"string"},"status":{"$ref":"#/definitions/v2/McpServerStartupState"},"threadId":{"type":["string","null"]}},"required":["name","status"],"type":"object"};
const schema252 = {"enum":["reauthenticationRequired"],"type":"string"};

function validate519(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate519.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data === "reauthenticationRequired")){
validate519.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema252.enum}}];
return false;
}
validate519.errors = vErrors;
return errors === 0;
}

const schema253 = {"enum":["starting","ready","failed","cancelled"],"type":"string"};

function validate521(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate521.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data === "starting") || (data === "ready")) || (data === "failed")) || (data === "cancelled"))){
validate521.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema253.enum}}];
return false;
}
validate521.errors = vErrors;
return errors === 0;
}


function validate518(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.name === undefined) && (missing0 = "name")) || ((data.status === undefined) && (missing0 = "status"))){
validate518.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.environmentId !== undefined){
let data0 = data.environmentId;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate518.errors = [{instancePath:instancePath+"/environmentId",schemaPath:"#/properties/environmentId/type",keyword:"type",params:{type: schema251.properties.environmentId.type}}];
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
validate518.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: schema251.properties.error.type}}];
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
if(!(validate519(data2, instancePath+"/failureReason"))){
vErrors = vErrors === null ? validate519.errors : vErrors.concat(validate519.errors);
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
validate518.errors = vErrors;
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
validate518.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate521(data.status, instancePath+"/status"))){
vErrors = vErrors === null ? validate521.errors : vErrors.concat(validate521.errors);
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
validate518.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: schema251.properties.threadId.type}}];
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
validate518.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate518.errors = vErrors;
return errors === 0;
}


function validate517(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v61.json" */;
let vErrors = null;
let errors = 0;
if(!(validate518(data, instancePath))){
vErrors = vErrors === null ? validate518.errors : vErrors.concat(validate518.errors);
errors = vErrors.length;
}
validate517.errors = vErrors;
return errors === 0;
}

const v62: Validator<T.McpServerEventStreamNotification> = validate524;
const schema254 = {"$id":"https://mwh.invalid/serverNotificationParams/v62.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/McpServerEventStreamNotification"};
const schema255 = {"properties":{"notification":{"$ref":"#/definitions/v2/McpServerEventNotification"},"subscriptionId":{"type":"string"}},"required":["notification","subscriptionId"],"type":"object"};
const schema256 = {"properties":{"method":{"type":"string"},"params":true},"required":["method","params"],"type":"object"};

function validate526(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.method === undefined) && (missing0 = "method")) || ((data.params === undefined) && (missing0 = "params"))){
validate526.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.method !== undefined){
if(typeof data.method !== "string"){
validate526.errors = [{instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
}
else {
validate526.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate526.errors = vErrors;
return errors === 0;
}


function validate525(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.notification === undefined) && (missing0 = "notification")) || ((data.subscriptionId === undefined) && (missing0 = "subscriptionId"))){
validate525.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.notification !== undefined){
const _errs1 = errors;
if(!(validate526(data.notification, instancePath+"/notification"))){
vErrors = vErrors === null ? validate526.errors : vErrors.concat(validate526.errors);
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
validate525.errors = [{instancePath:instancePath+"/subscriptionId",schemaPath:"#/properties/subscriptionId/type",keyword:"type",params:{type: "string"}}];
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
validate525.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate525.errors = vErrors;
return errors === 0;
}


function validate524(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v62.json" */;
let vErrors = null;
let errors = 0;
if(!(validate525(data, instancePath))){
vErrors = vErrors === null ? validate525.errors : vErrors.concat(validate525.errors);
errors = vErrors.length;
}
validate524.errors = vErrors;
return errors === 0;
}

const v63: Validator<T.AccountUpdatedNotification> = validate529;
const schema257 = {"$id":"https://mwh.invalid/serverNotificationParams/v63.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/AccountUpdatedNotification"};
const schema258 = {"properties":{"authMode":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/AuthMode"}},"planType":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/PlanType"}},"reason":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/AccountUpdateReason"}}},"type":"object"};
const schema259 = {"oneOf":[{"enum":["apikey"],"type":"string"},{"enum":["chatgpt"],"type":"string"},{"enum":["chatgptAuthTokens"],"type":"string"},{"enum":["headers"],"type":"string"},{"enum":["agentIdentity"],"type":"string"},{"enum":["personalAccessToken"],"type":"string"},{"enum":["bedrockApiKey"],"type":"string"},{"enum":["bedrockAccessKeys"],"type":"string"}]};

function validate531(data, instancePath=""){
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
if(!(data === "apikey")){
const err1 = {instancePath,schemaPath:"#/oneOf/0/enum",keyword:"enum",params:{allowedValues: schema259.oneOf[0].enum}};
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
if(!(data === "chatgpt")){
const err3 = {instancePath,schemaPath:"#/oneOf/1/enum",keyword:"enum",params:{allowedValues: schema259.oneOf[1].enum}};
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
if(typeof data !== "string"){
const err4 = {instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(data === "chatgptAuthTokens")){
const err5 = {instancePath,schemaPath:"#/oneOf/2/enum",keyword:"enum",params:{allowedValues: schema259.oneOf[2].enum}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
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
const _errs7 = errors;
if(typeof data !== "string"){
const err6 = {instancePath,schemaPath:"#/oneOf/3/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(data === "headers")){
const err7 = {instancePath,schemaPath:"#/oneOf/3/enum",keyword:"enum",params:{allowedValues: schema259.oneOf[3].enum}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs7 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid0 = true;
passing0 = 3;
}
const _errs9 = errors;
if(typeof data !== "string"){
const err8 = {instancePath,schemaPath:"#/oneOf/4/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(data === "agentIdentity")){
const err9 = {instancePath,schemaPath:"#/oneOf/4/enum",keyword:"enum",params:{allowedValues: schema259.oneOf[4].enum}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs9 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 4];
}
else {
if(_valid0){
valid0 = true;
passing0 = 4;
}
const _errs11 = errors;
if(typeof data !== "string"){
const err10 = {instancePath,schemaPath:"#/oneOf/5/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(data === "personalAccessToken")){
const err11 = {instancePath,schemaPath:"#/oneOf/5/enum",keyword:"enum",params:{allowedValues: schema259.oneOf[5].enum}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs11 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 5];
}
else {
if(_valid0){
valid0 = true;
passing0 = 5;
}
const _errs13 = errors;
if(typeof data !== "string"){
const err12 = {instancePath,schemaPath:"#/oneOf/6/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(data === "bedrockApiKey")){
const err13 = {instancePath,schemaPath:"#/oneOf/6/enum",keyword:"enum",params:{allowedValues: schema259.oneOf[6].enum}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid0 = _errs13 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 6];
}
else {
if(_valid0){
valid0 = true;
passing0 = 6;
}
const _errs15 = errors;
if(typeof data !== "string"){
const err14 = {instancePath,schemaPath:"#/oneOf/7/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(data === "bedrockAccessKeys")){
const err15 = {instancePath,schemaPath:"#/oneOf/7/enum",keyword:"enum",params:{allowedValues: schema259.oneOf[7].enum}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs15 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 7];
}
else {
if(_valid0){
valid0 = true;
passing0 = 7;
}
}
}
}
}
}
}
}
if(!valid0){
const err16 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
validate531.errors = vErrors;
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
validate531.errors = vErrors;
return errors === 0;
}

const schema260 = {"enum":["free","go","plus","pro","prolite","promax","team","self_serve_business_prolite","self_serve_business_usage_based","business","ent26","enterprise_cbp_automation","enterprise_cbp_usage_based","enterprise","edu","edu_plus","edu_pro","sci","sci_plus","unknown"],"type":"string"};

function validate533(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate533.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((((((((((((((((((data === "free") || (data === "go")) || (data === "plus")) || (data === "pro")) || (data === "prolite")) || (data === "promax")) || (data === "team")) || (data === "self_serve_business_prolite")) || (data === "self_serve_business_usage_based")) || (data === "business")) || (data === "ent26")) || (data === "enterprise_cbp_automation")) || (data === "enterprise_cbp_usage_based")) || (data === "enterprise")) || (data === "edu")) || (data === "edu_plus")) || (data === "edu_pro")) || (data === "sci")) || (data === "sci_plus")) || (data === "unknown"))){
validate533.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema260.enum}}];
return false;
}
validate533.errors = vErrors;
return errors === 0;
}

const schema261 = {"enum":["workspaceRoutingReady","unknown"],"type":"string"};

function validate535(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate535.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "workspaceRoutingReady") || (data === "unknown"))){
validate535.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema261.enum}}];
return false;
}
validate535.errors = vErrors;
return errors === 0;
}


function validate530(data, instancePath=""){
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
if(!(validate531(data0, instancePath+"/authMode"))){
vErrors = vErrors === null ? validate531.errors : vErrors.concat(validate531.errors);
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
validate530.errors = vErrors;
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
if(!(validate533(data1, instancePath+"/planType"))){
vErrors = vErrors === null ? validate533.errors : vErrors.concat(validate533.errors);
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
validate530.errors = vErrors;
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
if(!(validate535(data2, instancePath+"/reason"))){
vErrors = vErrors === null ? validate535.errors : vErrors.concat(validate535.errors);
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
validate530.errors = vErrors;
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
validate530.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate530.errors = vErrors;
return errors === 0;
}


function validate529(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v63.json" */;
let vErrors = null;
let errors = 0;
if(!(validate530(data, instancePath))){
vErrors = vErrors === null ? validate530.errors : vErrors.concat(validate530.errors);
errors = vErrors.length;
}
validate529.errors = vErrors;
return errors === 0;
}

const v64: Validator<T.GatewayOAuthChangedNotification> = validate538;
const schema262 = {"$id":"https://mwh.invalid/serverNotificationParams/v64.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/GatewayOAuthChangedNotification"};
const schema263 = {"properties":{"authUrl":{"type":["string","null"]},"error":{"type":["string","null"]},"loginId":{"type":["string","null"]},"providerId":{"type":"string"},"status":{"$ref":"#/definitions/v2/GatewayOAuthStatus"}},"required":["providerId","status"],"type":"object"};
const schema264 = {"enum":["notReady","started","succeeded","failed"],"type":"string"};

function validate540(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate540.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data === "notReady") || (data === "started")) || (data === "succeeded")) || (data === "failed"))){
validate540.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema264.enum}}];
return false;
}
validate540.errors = vErrors;
return errors === 0;
}


function validate539(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.providerId === undefined) && (missing0 = "providerId")) || ((data.status === undefined) && (missing0 = "status"))){
validate539.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.authUrl !== undefined){
let data0 = data.authUrl;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate539.errors = [{instancePath:instancePath+"/authUrl",schemaPath:"#/properties/authUrl/type",keyword:"type",params:{type: schema263.properties.authUrl.type}}];
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
validate539.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: schema263.properties.error.type}}];
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
validate539.errors = [{instancePath:instancePath+"/loginId",schemaPath:"#/properties/loginId/type",keyword:"type",params:{type: schema263.properties.loginId.type}}];
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
validate539.errors = [{instancePath:instancePath+"/providerId",schemaPath:"#/properties/providerId/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate540(data.status, instancePath+"/status"))){
vErrors = vErrors === null ? validate540.errors : vErrors.concat(validate540.errors);
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
validate539.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate539.errors = vErrors;
return errors === 0;
}


function validate538(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v64.json" */;
let vErrors = null;
let errors = 0;
if(!(validate539(data, instancePath))){
vErrors = vErrors === null ? validate539.errors : vErrors.concat(validate539.errors);
errors = vErrors.length;
}
validate538.errors = vErrors;
return errors === 0;
}

const v65: Validator<T.AccountRateLimitsUpdatedNotification> = validate543;
const schema265 = {"$id":"https://mwh.invalid/serverNotificationParams/v65.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/AccountRateLimitsUpdatedNotification"};
const schema266 = {"properties":{"rateLimits":{"$ref":"#/definitions/v2/RateLimitSnapshot"}},"required":["rateLimits"],"type":"object"};
const schema267 = {"properties":{"credits":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/CreditsSnapshot"}},"individualLimit":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/SpendControlLimitSnapshot"}},"limitId":{"type":["string","null"]},"limitName":{"type":["string","null"]},"normalModelSlug":{"type":["string","null"]},"planType":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/PlanType"}},"primary":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/RateLimitWindow"}},"rateLimitReachedType":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/RateLimitReachedType"}},"secondary":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/RateLimitWindow"}},"spendControlReached":{"type":["boolean","null"]}},"type":"object"};
const schema268 = {"properties":{"balance":{"type":["string","null"]},"hasCredits":{"type":"boolean"},"unlimited":{"type":"boolean"}},"required":["hasCredits","unlimited"],"type":"object"};

function validate546(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.hasCredits === undefined) && (missing0 = "hasCredits")) || ((data.unlimited === undefined) && (missing0 = "unlimited"))){
validate546.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.balance !== undefined){
let data0 = data.balance;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate546.errors = [{instancePath:instancePath+"/balance",schemaPath:"#/properties/balance/type",keyword:"type",params:{type: schema268.properties.balance.type}}];
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
validate546.errors = [{instancePath:instancePath+"/hasCredits",schemaPath:"#/properties/hasCredits/type",keyword:"type",params:{type: "boolean"}}];
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
validate546.errors = [{instancePath:instancePath+"/unlimited",schemaPath:"#/properties/unlimited/type",keyword:"type",params:{type: "boolean"}}];
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
validate546.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate546.errors = vErrors;
return errors === 0;
}

const schema269 = {"properties":{"limit":{"type":"string"},"remainingPercent":{"format":"int32","type":"integer"},"resetsAt":{"format":"int64","type":"integer"},"used":{"type":"string"}},"required":["limit","remainingPercent","resetsAt","used"],"type":"object"};

function validate548(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.limit === undefined) && (missing0 = "limit")) || ((data.remainingPercent === undefined) && (missing0 = "remainingPercent"))) || ((data.resetsAt === undefined) && (missing0 = "resetsAt"))) || ((data.used === undefined) && (missing0 = "used"))){
validate548.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.limit !== undefined){
const _errs1 = errors;
if(typeof data.limit !== "string"){
validate548.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "string"}}];
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
validate548.errors = [{instancePath:instancePath+"/remainingPercent",schemaPath:"#/properties/remainingPercent/type",keyword:"type",params:{type: "integer"}}];
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
validate548.errors = [{instancePath:instancePath+"/resetsAt",schemaPath:"#/properties/resetsAt/type",keyword:"type",params:{type: "integer"}}];
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
validate548.errors = [{instancePath:instancePath+"/used",schemaPath:"#/properties/used/type",keyword:"type",params:{type: "string"}}];
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
validate548.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate548.errors = vErrors;
return errors === 0;
}

const schema270 = {"properties":{"resetsAt":{"format":"int64","type":["integer","null"]},"usedPercent":{"format":"int32","type":"integer"},"windowDurationMins":{"format":"int64","type":["integer","null"]}},"required":["usedPercent"],"type":"object"};

function validate551(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.usedPercent === undefined) && (missing0 = "usedPercent")){
validate551.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.resetsAt !== undefined){
let data0 = data.resetsAt;
const _errs1 = errors;
if((!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))) && (data0 !== null)){
validate551.errors = [{instancePath:instancePath+"/resetsAt",schemaPath:"#/properties/resetsAt/type",keyword:"type",params:{type: schema270.properties.resetsAt.type}}];
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
validate551.errors = [{instancePath:instancePath+"/usedPercent",schemaPath:"#/properties/usedPercent/type",keyword:"type",params:{type: "integer"}}];
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
validate551.errors = [{instancePath:instancePath+"/windowDurationMins",schemaPath:"#/properties/windowDurationMins/type",keyword:"type",params:{type: schema270.properties.windowDurationMins.type}}];
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
validate551.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate551.errors = vErrors;
return errors === 0;
}

const schema271 = {"enum":["rate_limit_reached","workspace_owner_credits_depleted","workspace_member_credits_depleted","workspace_owner_usage_limit_reached","workspace_member_usage_limit_reached"],"type":"string"};

function validate553(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate553.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((((data === "rate_limit_reached") || (data === "workspace_owner_credits_depleted")) || (data === "workspace_member_credits_depleted")) || (data === "workspace_owner_usage_limit_reached")) || (data === "workspace_member_usage_limit_reached"))){
validate553.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema271.enum}}];
return false;
}
validate553.errors = vErrors;
return errors === 0;
}


function validate545(data, instancePath=""){
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
if(!(validate546(data0, instancePath+"/credits"))){
vErrors = vErrors === null ? validate546.errors : vErrors.concat(validate546.errors);
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
validate545.errors = vErrors;
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
if(!(validate548(data1, instancePath+"/individualLimit"))){
vErrors = vErrors === null ? validate548.errors : vErrors.concat(validate548.errors);
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
validate545.errors = vErrors;
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
validate545.errors = [{instancePath:instancePath+"/limitId",schemaPath:"#/properties/limitId/type",keyword:"type",params:{type: schema267.properties.limitId.type}}];
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
validate545.errors = [{instancePath:instancePath+"/limitName",schemaPath:"#/properties/limitName/type",keyword:"type",params:{type: schema267.properties.limitName.type}}];
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
validate545.errors = [{instancePath:instancePath+"/normalModelSlug",schemaPath:"#/properties/normalModelSlug/type",keyword:"type",params:{type: schema267.properties.normalModelSlug.type}}];
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
if(!(validate533(data5, instancePath+"/planType"))){
vErrors = vErrors === null ? validate533.errors : vErrors.concat(validate533.errors);
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
validate545.errors = vErrors;
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
if(!(validate551(data6, instancePath+"/primary"))){
vErrors = vErrors === null ? validate551.errors : vErrors.concat(validate551.errors);
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
validate545.errors = vErrors;
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
if(!(validate553(data7, instancePath+"/rateLimitReachedType"))){
vErrors = vErrors === null ? validate553.errors : vErrors.concat(validate553.errors);
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
validate545.errors = vErrors;
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
if(!(validate551(data8, instancePath+"/secondary"))){
vErrors = vErrors === null ? validate551.errors : vErrors.concat(validate551.errors);
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
validate545.errors = vErrors;
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
validate545.errors = [{instancePath:instancePath+"/spendControlReached",schemaPath:"#/properties/spendControlReached/type",keyword:"type",params:{type: schema267.properties.spendControlReached.type}}];
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
validate545.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate545.errors = vErrors;
return errors === 0;
}


function validate544(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.rateLimits === undefined) && (missing0 = "rateLimits")){
validate544.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.rateLimits !== undefined){
if(!(validate545(data.rateLimits, instancePath+"/rateLimits"))){
vErrors = vErrors === null ? validate545.errors : vErrors.concat(validate545.errors);
errors = vErrors.length;
}
}
}
}
else {
validate544.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate544.errors = vErrors;
return errors === 0;
}


function validate543(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v65.json" */;
let vErrors = null;
let errors = 0;
if(!(validate544(data, instancePath))){
vErrors = vErrors === null ? validate544.errors : vErrors.concat(validate544.errors);
errors = vErrors.length;
}
validate543.errors = vErrors;
return errors === 0;
}

const v66: Validator<T.AppListUpdatedNotification> = validate558;
const schema272 = {"$id":"https://mwh.invalid/serverNotificationParams/v66.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/AppListUpdatedNotification"};
const schema273 = {"properties":{"data":{"items":{"$ref":"#/definitions/v2/AppInfo"},"type":"array"}},"required":["data"],"type":"object"};
const schema274 = {"properties":{"appMetadata":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/AppMetadata"}},"branding":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/AppBranding"}},"description":{"type":["string","null"]},"distributionChannel":{"type":["string","null"]},"iconAssets":{"additionalProperties":{"type":"string"},"type":["object","null"]},"iconDarkAssets":{"additionalProperties":{"type":"string"},"type":["object","null"]},"id":{"type":"string"},"installUrl":{"type":["string","null"]},"isAccessible":{"type":"boolean"},"isEnabled":{"type":"boolean"},"labels":{"additionalProperties":{"type":"string"},"type":["object","null"]},"logoUrl":{"type":["string","null"]},"logoUrlDark":{"type":["string","null"]},"name":{"type":"string"},"pluginDisplayNames":{"items":{"type":"string"},"type":"array"}},"required":["id","name"],"type":"object"};
const schema275 = {"properties":{"categories":{"items":{"type":"string"},"type":["array","null"]},"developer":{"type":["string","null"]},"firstPartyRequiresInstall":{"type":["boolean","null"]},"review":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/AppReview"}},"screenshots":{"items":{"$ref":"#/definitions/v2/AppScreenshot"},"type":["array","null"]},"seoDescription":{"type":["string","null"]},"showInComposerWhenUnlinked":{"type":["boolean","null"]},"subCategories":{"items":{"type":"string"},"type":["array","null"]},"version":{"type":["string","null"]},"versionId":{"type":["string","null"]},"versionNotes":{"type":["string","null"]}},"type":"object"};
const schema276 = {"properties":{"status":{"type":"string"}},"required":["status"],"type":"object"};

function validate562(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.status === undefined) && (missing0 = "status")){
validate562.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.status !== undefined){
if(typeof data.status !== "string"){
validate562.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"}}];
return false;
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

const schema277 = {"properties":{"fileId":{"type":["string","null"]},"url":{"type":["string","null"]},"userPrompt":{"type":"string"}},"required":["userPrompt"],"type":"object"};

function validate564(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.userPrompt === undefined) && (missing0 = "userPrompt")){
validate564.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.fileId !== undefined){
let data0 = data.fileId;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate564.errors = [{instancePath:instancePath+"/fileId",schemaPath:"#/properties/fileId/type",keyword:"type",params:{type: schema277.properties.fileId.type}}];
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
validate564.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: schema277.properties.url.type}}];
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
validate564.errors = [{instancePath:instancePath+"/userPrompt",schemaPath:"#/properties/userPrompt/type",keyword:"type",params:{type: "string"}}];
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
validate564.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate564.errors = vErrors;
return errors === 0;
}


function validate561(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.categories !== undefined){
let data0 = data.categories;
const _errs1 = errors;
if((!(Array.isArray(data0))) && (data0 !== null)){
validate561.errors = [{instancePath:instancePath+"/categories",schemaPath:"#/properties/categories/type",keyword:"type",params:{type: schema275.properties.categories.type}}];
return false;
}
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(typeof data0[i0] !== "string"){
validate561.errors = [{instancePath:instancePath+"/categories/" + i0,schemaPath:"#/properties/categories/items/type",keyword:"type",params:{type: "string"}}];
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
validate561.errors = [{instancePath:instancePath+"/developer",schemaPath:"#/properties/developer/type",keyword:"type",params:{type: schema275.properties.developer.type}}];
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
validate561.errors = [{instancePath:instancePath+"/firstPartyRequiresInstall",schemaPath:"#/properties/firstPartyRequiresInstall/type",keyword:"type",params:{type: schema275.properties.firstPartyRequiresInstall.type}}];
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
if(!(validate562(data4, instancePath+"/review"))){
vErrors = vErrors === null ? validate562.errors : vErrors.concat(validate562.errors);
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
validate561.errors = vErrors;
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
validate561.errors = [{instancePath:instancePath+"/screenshots",schemaPath:"#/properties/screenshots/type",keyword:"type",params:{type: schema275.properties.screenshots.type}}];
return false;
}
if(errors === _errs14){
if(Array.isArray(data5)){
var valid3 = true;
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
const _errs16 = errors;
if(!(validate564(data5[i1], instancePath+"/screenshots/" + i1))){
vErrors = vErrors === null ? validate564.errors : vErrors.concat(validate564.errors);
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
validate561.errors = [{instancePath:instancePath+"/seoDescription",schemaPath:"#/properties/seoDescription/type",keyword:"type",params:{type: schema275.properties.seoDescription.type}}];
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
validate561.errors = [{instancePath:instancePath+"/showInComposerWhenUnlinked",schemaPath:"#/properties/showInComposerWhenUnlinked/type",keyword:"type",params:{type: schema275.properties.showInComposerWhenUnlinked.type}}];
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
validate561.errors = [{instancePath:instancePath+"/subCategories",schemaPath:"#/properties/subCategories/type",keyword:"type",params:{type: schema275.properties.subCategories.type}}];
return false;
}
if(errors === _errs21){
if(Array.isArray(data9)){
var valid4 = true;
const len2 = data9.length;
for(let i2=0; i2<len2; i2++){
const _errs23 = errors;
if(typeof data9[i2] !== "string"){
validate561.errors = [{instancePath:instancePath+"/subCategories/" + i2,schemaPath:"#/properties/subCategories/items/type",keyword:"type",params:{type: "string"}}];
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
validate561.errors = [{instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: schema275.properties.version.type}}];
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
validate561.errors = [{instancePath:instancePath+"/versionId",schemaPath:"#/properties/versionId/type",keyword:"type",params:{type: schema275.properties.versionId.type}}];
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
validate561.errors = [{instancePath:instancePath+"/versionNotes",schemaPath:"#/properties/versionNotes/type",keyword:"type",params:{type: schema275.properties.versionNotes.type}}];
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
validate561.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate561.errors = vErrors;
return errors === 0;
}

const schema278 = {"properties":{"category":{"type":["string","null"]},"developer":{"type":["string","null"]},"isDiscoverableApp":{"type":"boolean"},"privacyPolicy":{"type":["string","null"]},"termsOfService":{"type":["string","null"]},"website":{"type":["string","null"]}},"required":["isDiscoverableApp"],"type":"object"};

function validate567(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.isDiscoverableApp === undefined) && (missing0 = "isDiscoverableApp")){
validate567.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.category !== undefined){
let data0 = data.category;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate567.errors = [{instancePath:instancePath+"/category",schemaPath:"#/properties/category/type",keyword:"type",params:{type: schema278.properties.category.type}}];
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
validate567.errors = [{instancePath:instancePath+"/developer",schemaPath:"#/properties/developer/type",keyword:"type",params:{type: schema278.properties.developer.type}}];
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
validate567.errors = [{instancePath:instancePath+"/isDiscoverableApp",schemaPath:"#/properties/isDiscoverableApp/type",keyword:"type",params:{type: "boolean"}}];
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
validate567.errors = [{instancePath:instancePath+"/privacyPolicy",schemaPath:"#/properties/privacyPolicy/type",keyword:"type",params:{type: schema278.properties.privacyPolicy.type}}];
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
validate567.errors = [{instancePath:instancePath+"/termsOfService",schemaPath:"#/properties/termsOfService/type",keyword:"type",params:{type: schema278.properties.termsOfService.type}}];
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
validate567.errors = [{instancePath:instancePath+"/website",schemaPath:"#/properties/website/type",keyword:"type",params:{type: schema278.properties.website.type}}];
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
validate567.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate567.errors = vErrors;
return errors === 0;
}


function validate560(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))){
validate560.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
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
if(!(validate561(data0, instancePath+"/appMetadata"))){
vErrors = vErrors === null ? validate561.errors : vErrors.concat(validate561.errors);
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
validate560.errors = vErrors;
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
if(!(validate567(data1, instancePath+"/branding"))){
vErrors = vErrors === null ? validate567.errors : vErrors.concat(validate567.errors);
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
validate560.errors = vErrors;
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
validate560.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema274.properties.description.type}}];
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
validate560.errors = [{instancePath:instancePath+"/distributionChannel",schemaPath:"#/properties/distributionChannel/type",keyword:"type",params:{type: schema274.properties.distributionChannel.type}}];
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
validate560.errors = [{instancePath:instancePath+"/iconAssets",schemaPath:"#/properties/iconAssets/type",keyword:"type",params:{type: schema274.properties.iconAssets.type}}];
return false;
}
if(errors === _errs15){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
const _errs18 = errors;
if(typeof data4[key0] !== "string"){
validate560.errors = [{instancePath:instancePath+"/iconAssets/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/iconAssets/additionalProperties/type",keyword:"type",params:{type: "string"}}];
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
validate560.errors = [{instancePath:instancePath+"/iconDarkAssets",schemaPath:"#/properties/iconDarkAssets/type",keyword:"type",params:{type: schema274.properties.iconDarkAssets.type}}];
return false;
}
if(errors === _errs20){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key1 in data6){
const _errs23 = errors;
if(typeof data6[key1] !== "string"){
validate560.errors = [{instancePath:instancePath+"/iconDarkAssets/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/iconDarkAssets/additionalProperties/type",keyword:"type",params:{type: "string"}}];
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
validate560.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}}];
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
validate560.errors = [{instancePath:instancePath+"/installUrl",schemaPath:"#/properties/installUrl/type",keyword:"type",params:{type: schema274.properties.installUrl.type}}];
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
validate560.errors = [{instancePath:instancePath+"/isAccessible",schemaPath:"#/properties/isAccessible/type",keyword:"type",params:{type: "boolean"}}];
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
validate560.errors = [{instancePath:instancePath+"/isEnabled",schemaPath:"#/properties/isEnabled/type",keyword:"type",params:{type: "boolean"}}];
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
validate560.errors = [{instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/type",keyword:"type",params:{type: schema274.properties.labels.type}}];
return false;
}
if(errors === _errs33){
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
for(const key2 in data12){
const _errs36 = errors;
if(typeof data12[key2] !== "string"){
validate560.errors = [{instancePath:instancePath+"/labels/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/labels/additionalProperties/type",keyword:"type",params:{type: "string"}}];
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
validate560.errors = [{instancePath:instancePath+"/logoUrl",schemaPath:"#/properties/logoUrl/type",keyword:"type",params:{type: schema274.properties.logoUrl.type}}];
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
validate560.errors = [{instancePath:instancePath+"/logoUrlDark",schemaPath:"#/properties/logoUrlDark/type",keyword:"type",params:{type: schema274.properties.logoUrlDark.type}}];
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
validate560.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"}}];
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
validate560.errors = [{instancePath:instancePath+"/pluginDisplayNames/" + i0,schemaPath:"#/properties/pluginDisplayNames/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid6 = _errs46 === errors;
if(!valid6){
break;
}
}
}
else {
validate560.errors = [{instancePath:instancePath+"/pluginDisplayNames",schemaPath:"#/properties/pluginDisplayNames/type",keyword:"type",params:{type: "array"}}];
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
validate560.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate560.errors = vErrors;
return errors === 0;
}


function validate559(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.data === undefined) && (missing0 = "data")){
validate559.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
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
if(!(validate560(data0[i0], instancePath+"/data/" + i0))){
vErrors = vErrors === null ? validate560.errors : vErrors.concat(validate560.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate559.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
}
}
}
else {
validate559.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate559.errors = vErrors;
return errors === 0;
}


function validate558(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v66.json" */;
let vErrors = null;
let errors = 0;
if(!(validate559(data, instancePath))){
vErrors = vErrors === null ? validate559.errors : vErrors.concat(validate559.errors);
errors = vErrors.length;
}
validate558.errors = vErrors;
return errors === 0;
}

const v67: Validator<T.RemoteControlStatusChangedNotification> = validate571;
const schema279 = {"$id":"https://mwh.invalid/serverNotificationParams/v67.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/RemoteControlStatusChangedNotification"};
const schema280 = {"properties":{"environmentId":{"type":["string","null"]},"installationId":{"type":"string"},"serverName":{"type":"string"},"status":{"$ref":"#/definitions/v2/RemoteControlConnectionStatus"}},"required":["installationId","serverName","status"],"type":"object"};
const schema281 = {"enum":["disabled","connecting","connected","errored"],"type":"string"};

function validate573(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate573.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data === "disabled") || (data === "connecting")) || (data === "connected")) || (data === "errored"))){
validate573.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema281.enum}}];
return false;
}
validate573.errors = vErrors;
return errors === 0;
}


function validate572(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.installationId === undefined) && (missing0 = "installationId")) || ((data.serverName === undefined) && (missing0 = "serverName"))) || ((data.status === undefined) && (missing0 = "status"))){
validate572.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.environmentId !== undefined){
let data0 = data.environmentId;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate572.errors = [{instancePath:instancePath+"/environmentId",schemaPath:"#/properties/environmentId/type",keyword:"type",params:{type: schema280.properties.environmentId.type}}];
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
validate572.errors = [{instancePath:instancePath+"/installationId",schemaPath:"#/properties/installationId/type",keyword:"type",params:{type: "string"}}];
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
validate572.errors = [{instancePath:instancePath+"/serverName",schemaPath:"#/properties/serverName/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate573(data.status, instancePath+"/status"))){
vErrors = vErrors === null ? validate573.errors : vErrors.concat(validate573.errors);
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
validate572.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate572.errors = vErrors;
return errors === 0;
}


function validate571(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v67.json" */;
let vErrors = null;
let errors = 0;
if(!(validate572(data, instancePath))){
vErrors = vErrors === null ? validate572.errors : vErrors.concat(validate572.errors);
errors = vErrors.length;
}
validate571.errors = vErrors;
return errors === 0;
}

const v68: Validator<T.ExternalAgentConfigImportProgressNotification> = validate576;
const schema282 = {"$id":"https://mwh.invalid/serverNotificationParams/v68.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ExternalAgentConfigImportProgressNotification"};
const schema283 = {"properties":{"importId":{"type":"string"},"itemTypeResults":{"items":{"$ref":"#/definitions/v2/ExternalAgentConfigImportTypeResult"},"type":"array"}},"required":["importId","itemTypeResults"],"type":"object"};
const schema284 = {"properties":{"failures":{"items":{"$ref":"#/definitions/v2/ExternalAgentConfigImportItemTypeFailure"},"type":"array"},"itemType":{"$ref":"#/definitions/v2/ExternalAgentConfigMigrationItemType"},"successes":{"items":{"$ref":"#/definitions/v2/ExternalAgentConfigImportItemTypeSuccess"},"type":"array"}},"required":["failures","itemType","successes"],"type":"object"};
const schema285 = {"properties":{"cwd":{"type":["string","null"]},"errorType":{"type":["string","null"]},"failureStage":{"type":"string"},"itemType":{"$ref":"#/definitions/v2/ExternalAgentConfigMigrationItemType"},"message":{"type":"string"},"source":{"type":["string","null"]},"subErrorType":{"type":["string","null"]}},"required":["failureStage","itemType","message"],"type":"object"};
const schema286 = {"enum":["AGENTS_MD","CONFIG","SKILLS","PLUGINS","MCP_SERVER_CONFIG","SUBAGENTS","HOOKS","COMMANDS","MEMORY","SESSIONS"],"type":"string"};

function validate580(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate580.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((((((((data === "AGENTS_MD") || (data === "CONFIG")) || (data === "SKILLS")) || (data === "PLUGINS")) || (data === "MCP_SERVER_CONFIG")) || (data === "SUBAGENTS")) || (data === "HOOKS")) || (data === "COMMANDS")) || (data === "MEMORY")) || (data === "SESSIONS"))){
validate580.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema286.enum}}];
return false;
}
validate580.errors = vErrors;
return errors === 0;
}


function validate579(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.failureStage === undefined) && (missing0 = "failureStage")) || ((data.itemType === undefined) && (missing0 = "itemType"))) || ((data.message === undefined) && (missing0 = "message"))){
validate579.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.cwd !== undefined){
let data0 = data.cwd;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate579.errors = [{instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/type",keyword:"type",params:{type: schema285.properties.cwd.type}}];
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
validate579.errors = [{instancePath:instancePath+"/errorType",schemaPath:"#/properties/errorType/type",keyword:"type",params:{type: schema285.properties.errorType.type}}];
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
validate579.errors = [{instancePath:instancePath+"/failureStage",schemaPath:"#/properties/failureStage/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate580(data.itemType, instancePath+"/itemType"))){
vErrors = vErrors === null ? validate580.errors : vErrors.concat(validate580.errors);
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
validate579.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"}}];
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
validate579.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: schema285.properties.source.type}}];
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
validate579.errors = [{instancePath:instancePath+"/subErrorType",schemaPath:"#/properties/subErrorType/type",keyword:"type",params:{type: schema285.properties.subErrorType.type}}];
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
validate579.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate579.errors = vErrors;
return errors === 0;
}

const schema287 = {"properties":{"cwd":{"type":["string","null"]},"itemType":{"$ref":"#/definitions/v2/ExternalAgentConfigMigrationItemType"},"source":{"type":["string","null"]},"target":{"type":["string","null"]},"title":{"type":["string","null"]}},"required":["itemType"],"type":"object"};

function validate584(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.itemType === undefined) && (missing0 = "itemType")){
validate584.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.cwd !== undefined){
let data0 = data.cwd;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate584.errors = [{instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/type",keyword:"type",params:{type: schema287.properties.cwd.type}}];
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
if(!(validate580(data.itemType, instancePath+"/itemType"))){
vErrors = vErrors === null ? validate580.errors : vErrors.concat(validate580.errors);
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
validate584.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: schema287.properties.source.type}}];
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
validate584.errors = [{instancePath:instancePath+"/target",schemaPath:"#/properties/target/type",keyword:"type",params:{type: schema287.properties.target.type}}];
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
validate584.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: schema287.properties.title.type}}];
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
validate584.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate584.errors = vErrors;
return errors === 0;
}


function validate578(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.failures === undefined) && (missing0 = "failures")) || ((data.itemType === undefined) && (missing0 = "itemType"))) || ((data.successes === undefined) && (missing0 = "successes"))){
validate578.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
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
if(!(validate579(data0[i0], instancePath+"/failures/" + i0))){
vErrors = vErrors === null ? validate579.errors : vErrors.concat(validate579.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate578.errors = [{instancePath:instancePath+"/failures",schemaPath:"#/properties/failures/type",keyword:"type",params:{type: "array"}}];
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
if(!(validate580(data.itemType, instancePath+"/itemType"))){
vErrors = vErrors === null ? validate580.errors : vErrors.concat(validate580.errors);
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
if(!(validate584(data3[i1], instancePath+"/successes/" + i1))){
vErrors = vErrors === null ? validate584.errors : vErrors.concat(validate584.errors);
errors = vErrors.length;
}
var valid2 = _errs7 === errors;
if(!valid2){
break;
}
}
}
else {
validate578.errors = [{instancePath:instancePath+"/successes",schemaPath:"#/properties/successes/type",keyword:"type",params:{type: "array"}}];
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
validate578.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate578.errors = vErrors;
return errors === 0;
}


function validate577(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.importId === undefined) && (missing0 = "importId")) || ((data.itemTypeResults === undefined) && (missing0 = "itemTypeResults"))){
validate577.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.importId !== undefined){
const _errs1 = errors;
if(typeof data.importId !== "string"){
validate577.errors = [{instancePath:instancePath+"/importId",schemaPath:"#/properties/importId/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate578(data1[i0], instancePath+"/itemTypeResults/" + i0))){
vErrors = vErrors === null ? validate578.errors : vErrors.concat(validate578.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate577.errors = [{instancePath:instancePath+"/itemTypeResults",schemaPath:"#/properties/itemTypeResults/type",keyword:"type",params:{type: "array"}}];
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
validate577.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate577.errors = vErrors;
return errors === 0;
}


function validate576(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v68.json" */;
let vErrors = null;
let errors = 0;
if(!(validate577(data, instancePath))){
vErrors = vErrors === null ? validate577.errors : vErrors.concat(validate577.errors);
errors = vErrors.length;
}
validate576.errors = vErrors;
return errors === 0;
}

const v69: Validator<T.ExternalAgentConfigImportCompletedNotification> = validate589;
const schema288 = {"$id":"https://mwh.invalid/serverNotificationParams/v69.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ExternalAgentConfigImportCompletedNotification"};
const schema289 = {"properties":{"importId":{"type":"string"},"itemTypeResults":{"items":{"$ref":"#/definitions/v2/ExternalAgentConfigImportTypeResult"},"type":"array"}},"required":["importId","itemTypeResults"],"type":"object"};

function validate590(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.importId === undefined) && (missing0 = "importId")) || ((data.itemTypeResults === undefined) && (missing0 = "itemTypeResults"))){
validate590.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.importId !== undefined){
const _errs1 = errors;
if(typeof data.importId !== "string"){
validate590.errors = [{instancePath:instancePath+"/importId",schemaPath:"#/properties/importId/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate578(data1[i0], instancePath+"/itemTypeResults/" + i0))){
vErrors = vErrors === null ? validate578.errors : vErrors.concat(validate578.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate590.errors = [{instancePath:instancePath+"/itemTypeResults",schemaPath:"#/properties/itemTypeResults/type",keyword:"type",params:{type: "array"}}];
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
validate590.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate590.errors = vErrors;
return errors === 0;
}


function validate589(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v69.json" */;
let vErrors = null;
let errors = 0;
if(!(validate590(data, instancePath))){
vErrors = vErrors === null ? validate590.errors : vErrors.concat(validate590.errors);
errors = vErrors.length;
}
validate589.errors = vErrors;
return errors === 0;
}

const v70: Validator<T.FsChangedNotification> = validate593;
const schema290 = {"$id":"https://mwh.invalid/serverNotificationParams/v70.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/FsChangedNotification"};
const schema291 = {"properties":{"changedPaths":{"items":{"$ref":"#/definitions/v2/AbsolutePathBuf"},"type":"array"},"watchId":{"type":"string"}},"required":["changedPaths","watchId"],"type":"object"};

function validate594(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.changedPaths === undefined) && (missing0 = "changedPaths")) || ((data.watchId === undefined) && (missing0 = "watchId"))){
validate594.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
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
validate594.errors = [{instancePath:instancePath+"/changedPaths",schemaPath:"#/properties/changedPaths/type",keyword:"type",params:{type: "array"}}];
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
validate594.errors = [{instancePath:instancePath+"/watchId",schemaPath:"#/properties/watchId/type",keyword:"type",params:{type: "string"}}];
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
validate594.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate594.errors = vErrors;
return errors === 0;
}


function validate593(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v70.json" */;
let vErrors = null;
let errors = 0;
if(!(validate594(data, instancePath))){
vErrors = vErrors === null ? validate594.errors : vErrors.concat(validate594.errors);
errors = vErrors.length;
}
validate593.errors = vErrors;
return errors === 0;
}

const v71: Validator<T.ReasoningSummaryTextDeltaNotification> = validate597;
const schema292 = {"$id":"https://mwh.invalid/serverNotificationParams/v71.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ReasoningSummaryTextDeltaNotification"};
const schema293 = {"properties":{"delta":{"type":"string"},"itemId":{"type":"string"},"summaryIndex":{"format":"int64","type":"integer"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["delta","itemId","summaryIndex","threadId","turnId"],"type":"object"};

function validate598(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.delta === undefined) && (missing0 = "delta")) || ((data.itemId === undefined) && (missing0 = "itemId"))) || ((data.summaryIndex === undefined) && (missing0 = "summaryIndex"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate598.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.delta !== undefined){
const _errs1 = errors;
if(typeof data.delta !== "string"){
validate598.errors = [{instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/type",keyword:"type",params:{type: "string"}}];
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
validate598.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "string"}}];
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
validate598.errors = [{instancePath:instancePath+"/summaryIndex",schemaPath:"#/properties/summaryIndex/type",keyword:"type",params:{type: "integer"}}];
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
validate598.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate598.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate598.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate598.errors = vErrors;
return errors === 0;
}


function validate597(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v71.json" */;
let vErrors = null;
let errors = 0;
if(!(validate598(data, instancePath))){
vErrors = vErrors === null ? validate598.errors : vErrors.concat(validate598.errors);
errors = vErrors.length;
}
validate597.errors = vErrors;
return errors === 0;
}

const v72: Validator<T.ReasoningSummaryPartAddedNotification> = validate600;
const schema294 = {"$id":"https://mwh.invalid/serverNotificationParams/v72.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ReasoningSummaryPartAddedNotification"};
const schema295 = {"properties":{"itemId":{"type":"string"},"summaryIndex":{"format":"int64","type":"integer"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["itemId","summaryIndex","threadId","turnId"],"type":"object"};

function validate601(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.itemId === undefined) && (missing0 = "itemId")) || ((data.summaryIndex === undefined) && (missing0 = "summaryIndex"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate601.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.itemId !== undefined){
const _errs1 = errors;
if(typeof data.itemId !== "string"){
validate601.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "string"}}];
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
validate601.errors = [{instancePath:instancePath+"/summaryIndex",schemaPath:"#/properties/summaryIndex/type",keyword:"type",params:{type: "integer"}}];
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
validate601.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate601.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate601.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate601.errors = vErrors;
return errors === 0;
}


function validate600(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v72.json" */;
let vErrors = null;
let errors = 0;
if(!(validate601(data, instancePath))){
vErrors = vErrors === null ? validate601.errors : vErrors.concat(validate601.errors);
errors = vErrors.length;
}
validate600.errors = vErrors;
return errors === 0;
}

const v73: Validator<T.ReasoningTextDeltaNotification> = validate603;
const schema296 = {"$id":"https://mwh.invalid/serverNotificationParams/v73.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ReasoningTextDeltaNotification"};
const schema297 = {"properties":{"contentIndex":{"format":"int64","type":"integer"},"delta":{"type":"string"},"itemId":{"type":"string"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["contentIndex","delta","itemId","threadId","turnId"],"type":"object"};

function validate604(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.contentIndex === undefined) && (missing0 = "contentIndex")) || ((data.delta === undefined) && (missing0 = "delta"))) || ((data.itemId === undefined) && (missing0 = "itemId"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate604.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.contentIndex !== undefined){
let data0 = data.contentIndex;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate604.errors = [{instancePath:instancePath+"/contentIndex",schemaPath:"#/properties/contentIndex/type",keyword:"type",params:{type: "integer"}}];
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
validate604.errors = [{instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/type",keyword:"type",params:{type: "string"}}];
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
validate604.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "string"}}];
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
validate604.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate604.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate604.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate604.errors = vErrors;
return errors === 0;
}


function validate603(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v73.json" */;
let vErrors = null;
let errors = 0;
if(!(validate604(data, instancePath))){
vErrors = vErrors === null ? validate604.errors : vErrors.concat(validate604.errors);
errors = vErrors.length;
}
validate603.errors = vErrors;
return errors === 0;
}

const v74: Validator<T.ContextCompactedNotification> = validate606;
const schema298 = {"$id":"https://mwh.invalid/serverNotificationParams/v74.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ContextCompactedNotification"};
const schema299 = {"properties":{"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["threadId","turnId"],"type":"object"};

function validate607(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.threadId === undefined) && (missing0 = "threadId")) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate607.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.threadId !== undefined){
const _errs1 = errors;
if(typeof data.threadId !== "string"){
validate607.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate607.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate607.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate607.errors = vErrors;
return errors === 0;
}


function validate606(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v74.json" */;
let vErrors = null;
let errors = 0;
if(!(validate607(data, instancePath))){
vErrors = vErrors === null ? validate607.errors : vErrors.concat(validate607.errors);
errors = vErrors.length;
}
validate606.errors = vErrors;
return errors === 0;
}

const v75: Validator<T.ModelReroutedNotification> = validate609;
const schema300 = {"$id":"https://mwh.invalid/serverNotificationParams/v75.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ModelReroutedNotification"};
const schema301 = {"properties":{"fromModel":{"type":"string"},"reason":{"$ref":"#/definitions/v2/ModelRerouteReason"},"threadId":{"type":"string"},"toModel":{"type":"string"},"turnId":{"type":"string"}},"required":["fromModel","reason","threadId","toModel","turnId"],"type":"object"};
const schema302 = {"enum":["highRiskCyberActivity"],"type":"string"};

function validate611(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate611.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data === "highRiskCyberActivity")){
validate611.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema302.enum}}];
return false;
}
validate611.errors = vErrors;
return errors === 0;
}


function validate610(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.fromModel === undefined) && (missing0 = "fromModel")) || ((data.reason === undefined) && (missing0 = "reason"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.toModel === undefined) && (missing0 = "toModel"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate610.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.fromModel !== undefined){
const _errs1 = errors;
if(typeof data.fromModel !== "string"){
validate610.errors = [{instancePath:instancePath+"/fromModel",schemaPath:"#/properties/fromModel/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate611(data.reason, instancePath+"/reason"))){
vErrors = vErrors === null ? validate611.errors : vErrors.concat(validate611.errors);
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
validate610.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate610.errors = [{instancePath:instancePath+"/toModel",schemaPath:"#/properties/toModel/type",keyword:"type",params:{type: "string"}}];
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
validate610.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate610.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate610.errors = vErrors;
return errors === 0;
}


function validate609(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v75.json" */;
let vErrors = null;
let errors = 0;
if(!(validate610(data, instancePath))){
vErrors = vErrors === null ? validate610.errors : vErrors.concat(validate610.errors);
errors = vErrors.length;
}
validate609.errors = vErrors;
return errors === 0;
}

const v76: Validator<T.ModelVerificationNotification> = validate614;
const schema303 = {"$id":"https://mwh.invalid/serverNotificationParams/v76.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ModelVerificationNotification"};
const schema304 = {"properties":{"threadId":{"type":"string"},"turnId":{"type":"string"},"verifications":{"items":{"$ref":"#/definitions/v2/ModelVerification"},"type":"array"}},"required":["threadId","turnId","verifications"],"type":"object"};
const schema305 = {"enum":["trustedAccessForCyber"],"type":"string"};

function validate616(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate616.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data === "trustedAccessForCyber")){
validate616.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema305.enum}}];
return false;
}
validate616.errors = vErrors;
return errors === 0;
}


function validate615(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.threadId === undefined) && (missing0 = "threadId")) || ((data.turnId === undefined) && (missing0 = "turnId"))) || ((data.verifications === undefined) && (missing0 = "verifications"))){
validate615.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.threadId !== undefined){
const _errs1 = errors;
if(typeof data.threadId !== "string"){
validate615.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate615.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate616(data2[i0], instancePath+"/verifications/" + i0))){
vErrors = vErrors === null ? validate616.errors : vErrors.concat(validate616.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate615.errors = [{instancePath:instancePath+"/verifications",schemaPath:"#/properties/verifications/type",keyword:"type",params:{type: "array"}}];
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
validate615.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate615.errors = vErrors;
return errors === 0;
}


function validate614(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v76.json" */;
let vErrors = null;
let errors = 0;
if(!(validate615(data, instancePath))){
vErrors = vErrors === null ? validate615.errors : vErrors.concat(validate615.errors);
errors = vErrors.length;
}
validate614.errors = vErrors;
return errors === 0;
}

const v77: Validator<T.AuthRecoveryNotification> = validate619;
const schema306 = {"$id":"https://mwh.invalid/serverNotificationParams/v77.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/AuthRecoveryNotification"};
const schema307 = {"properties":{"message":{"type":"string"},"provider":{"type":"string"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["message","provider","threadId","turnId"],"type":"object"};

function validate620(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.message === undefined) && (missing0 = "message")) || ((data.provider === undefined) && (missing0 = "provider"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate620.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.message !== undefined){
const _errs1 = errors;
if(typeof data.message !== "string"){
validate620.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"}}];
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
validate620.errors = [{instancePath:instancePath+"/provider",schemaPath:"#/properties/provider/type",keyword:"type",params:{type: "string"}}];
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
validate620.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate620.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate620.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate620.errors = vErrors;
return errors === 0;
}


function validate619(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v77.json" */;
let vErrors = null;
let errors = 0;
if(!(validate620(data, instancePath))){
vErrors = vErrors === null ? validate620.errors : vErrors.concat(validate620.errors);
errors = vErrors.length;
}
validate619.errors = vErrors;
return errors === 0;
}

const v78: Validator<T.AuthRecoveryNotification> = validate622;
const schema308 = {"$id":"https://mwh.invalid/serverNotificationParams/v78.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/AuthRecoveryNotification"};

function validate623(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.message === undefined) && (missing0 = "message")) || ((data.provider === undefined) && (missing0 = "provider"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate623.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.message !== undefined){
const _errs1 = errors;
if(typeof data.message !== "string"){
validate623.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"}}];
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
validate623.errors = [{instancePath:instancePath+"/provider",schemaPath:"#/properties/provider/type",keyword:"type",params:{type: "string"}}];
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
validate623.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate623.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate623.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate623.errors = vErrors;
return errors === 0;
}


function validate622(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v78.json" */;
let vErrors = null;
let errors = 0;
if(!(validate623(data, instancePath))){
vErrors = vErrors === null ? validate623.errors : vErrors.concat(validate623.errors);
errors = vErrors.length;
}
validate622.errors = vErrors;
return errors === 0;
}

const v79: Validator<T.TurnModerationMetadataNotification> = validate625;
const schema310 = {"$id":"https://mwh.invalid/serverNotificationParams/v79.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/TurnModerationMetadataNotification"};
const schema311 = {"properties":{"metadata":true,"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["metadata","threadId","turnId"],"type":"object"};

function validate626(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.metadata === undefined) && (missing0 = "metadata")) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate626.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.threadId !== undefined){
const _errs1 = errors;
if(typeof data.threadId !== "string"){
validate626.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate626.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate626.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate626.errors = vErrors;
return errors === 0;
}


function validate625(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v79.json" */;
let vErrors = null;
let errors = 0;
if(!(validate626(data, instancePath))){
vErrors = vErrors === null ? validate626.errors : vErrors.concat(validate626.errors);
errors = vErrors.length;
}
validate625.errors = vErrors;
return errors === 0;
}

const v80: Validator<T.ModelSafetyBufferingUpdatedNotification> = validate628;
const schema312 = {"$id":"https://mwh.invalid/serverNotificationParams/v80.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ModelSafetyBufferingUpdatedNotification"};
const schema313 = {"properties":{"fasterModel":{"type":["string","null"]},"model":{"type":"string"},"reasons":{"items":{"type":"string"},"type":"array"},"showBufferingUi":{"type":"boolean"},"threadId":{"type":"string"},"turnId":{"type":"string"},"useCases":{"items":{"type":"string"},"type":"array"}},"required":["model","reasons","showBufferingUi","threadId","turnId","useCases"],"type":"object"};

function validate629(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.model === undefined) && (missing0 = "model")) || ((data.reasons === undefined) && (missing0 = "reasons"))) || ((data.showBufferingUi === undefined) && (missing0 = "showBufferingUi"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))) || ((data.useCases === undefined) && (missing0 = "useCases"))){
validate629.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.fasterModel !== undefined){
let data0 = data.fasterModel;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate629.errors = [{instancePath:instancePath+"/fasterModel",schemaPath:"#/properties/fasterModel/type",keyword:"type",params:{type: schema313.properties.fasterModel.type}}];
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
validate629.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"}}];
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
validate629.errors = [{instancePath:instancePath+"/reasons/" + i0,schemaPath:"#/properties/reasons/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate629.errors = [{instancePath:instancePath+"/reasons",schemaPath:"#/properties/reasons/type",keyword:"type",params:{type: "array"}}];
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
validate629.errors = [{instancePath:instancePath+"/showBufferingUi",schemaPath:"#/properties/showBufferingUi/type",keyword:"type",params:{type: "boolean"}}];
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
validate629.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate629.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate629.errors = [{instancePath:instancePath+"/useCases/" + i1,schemaPath:"#/properties/useCases/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs17 === errors;
if(!valid2){
break;
}
}
}
else {
validate629.errors = [{instancePath:instancePath+"/useCases",schemaPath:"#/properties/useCases/type",keyword:"type",params:{type: "array"}}];
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
validate629.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate629.errors = vErrors;
return errors === 0;
}


function validate628(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v80.json" */;
let vErrors = null;
let errors = 0;
if(!(validate629(data, instancePath))){
vErrors = vErrors === null ? validate629.errors : vErrors.concat(validate629.errors);
errors = vErrors.length;
}
validate628.errors = vErrors;
return errors === 0;
}

const v81: Validator<T.WarningNotification> = validate631;
const schema314 = {"$id":"https://mwh.invalid/serverNotificationParams/v81.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/WarningNotification"};
const schema315 = {"properties":{"message":{"type":"string"},"threadId":{"type":["string","null"]}},"required":["message"],"type":"object"};

function validate632(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.message === undefined) && (missing0 = "message")){
validate632.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.message !== undefined){
const _errs1 = errors;
if(typeof data.message !== "string"){
validate632.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"}}];
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
validate632.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: schema315.properties.threadId.type}}];
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
validate632.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate632.errors = vErrors;
return errors === 0;
}


function validate631(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v81.json" */;
let vErrors = null;
let errors = 0;
if(!(validate632(data, instancePath))){
vErrors = vErrors === null ? validate632.errors : vErrors.concat(validate632.errors);
errors = vErrors.length;
}
validate631.errors = vErrors;
return errors === 0;
}

const v82: Validator<T.GuardianWarningNotification> = validate634;
const schema316 = {"$id":"https://mwh.invalid/serverNotificationParams/v82.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/GuardianWarningNotification"};
const schema317 = {"properties":{"message":{"type":"string"},"threadId":{"type":"string"}},"required":["message","threadId"],"type":"object"};

function validate635(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.message === undefined) && (missing0 = "message")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate635.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.message !== undefined){
const _errs1 = errors;
if(typeof data.message !== "string"){
validate635.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"}}];
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
validate635.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate635.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate635.errors = vErrors;
return errors === 0;
}


function validate634(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v82.json" */;
let vErrors = null;
let errors = 0;
if(!(validate635(data, instancePath))){
vErrors = vErrors === null ? validate635.errors : vErrors.concat(validate635.errors);
errors = vErrors.length;
}
validate634.errors = vErrors;
return errors === 0;
}

const v83: Validator<T.DeprecationNoticeNotification> = validate637;
const schema318 = {"$id":"https://mwh.invalid/serverNotificationParams/v83.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/DeprecationNoticeNotification"};
const schema319 = {"properties":{"details":{"type":["string","null"]},"summary":{"type":"string"}},"required":["summary"],"type":"object"};

function validate638(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.summary === undefined) && (missing0 = "summary")){
validate638.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.details !== undefined){
let data0 = data.details;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate638.errors = [{instancePath:instancePath+"/details",schemaPath:"#/properties/details/type",keyword:"type",params:{type: schema319.properties.details.type}}];
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
validate638.errors = [{instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "string"}}];
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
validate638.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate638.errors = vErrors;
return errors === 0;
}


function validate637(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v83.json" */;
let vErrors = null;
let errors = 0;
if(!(validate638(data, instancePath))){
vErrors = vErrors === null ? validate638.errors : vErrors.concat(validate638.errors);
errors = vErrors.length;
}
validate637.errors = vErrors;
return errors === 0;
}

const v84: Validator<T.ConfigWarningNotification> = validate640;
const schema320 = {"$id":"https://mwh.invalid/serverNotificationParams/v84.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ConfigWarningNotification"};
const schema321 = {"properties":{"details":{"type":["string","null"]},"path":{"type":["string","null"]},"range":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/TextRange"}},"summary":{"type":"string"}},"required":["summary"],"type":"object"};
const schema322 = {"properties":{"end":{"$ref":"#/definitions/v2/TextPosition"},"start":{"$ref":"#/definitions/v2/TextPosition"}},"required":["end","start"],"type":"object"};
const schema323 = {"properties":{"column":{"format":"uint","minimum":0,"type":"integer"},"line":{"format":"uint","minimum":0,"type":"integer"}},"required":["column","line"],"type":"object"};

function validate643(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.column === undefined) && (missing0 = "column")) || ((data.line === undefined) && (missing0 = "line"))){
validate643.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.column !== undefined){
let data0 = data.column;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate643.errors = [{instancePath:instancePath+"/column",schemaPath:"#/properties/column/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs1){
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
validate643.errors = [{instancePath:instancePath+"/column",schemaPath:"#/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
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
validate643.errors = [{instancePath:instancePath+"/line",schemaPath:"#/properties/line/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs3){
if(typeof data1 == "number"){
if(data1 < 0 || isNaN(data1)){
validate643.errors = [{instancePath:instancePath+"/line",schemaPath:"#/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
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
validate643.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate643.errors = vErrors;
return errors === 0;
}


function validate642(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.end === undefined) && (missing0 = "end")) || ((data.start === undefined) && (missing0 = "start"))){
validate642.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.end !== undefined){
const _errs1 = errors;
if(!(validate643(data.end, instancePath+"/end"))){
vErrors = vErrors === null ? validate643.errors : vErrors.concat(validate643.errors);
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
if(!(validate643(data.start, instancePath+"/start"))){
vErrors = vErrors === null ? validate643.errors : vErrors.concat(validate643.errors);
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
validate642.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate642.errors = vErrors;
return errors === 0;
}


function validate641(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.summary === undefined) && (missing0 = "summary")){
validate641.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.details !== undefined){
let data0 = data.details;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate641.errors = [{instancePath:instancePath+"/details",schemaPath:"#/properties/details/type",keyword:"type",params:{type: schema321.properties.details.type}}];
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
validate641.errors = [{instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: schema321.properties.path.type}}];
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
if(!(validate642(data2, instancePath+"/range"))){
vErrors = vErrors === null ? validate642.errors : vErrors.concat(validate642.errors);
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
validate641.errors = vErrors;
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
validate641.errors = [{instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "string"}}];
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
validate641.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate641.errors = vErrors;
return errors === 0;
}


function validate640(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v84.json" */;
let vErrors = null;
let errors = 0;
if(!(validate641(data, instancePath))){
vErrors = vErrors === null ? validate641.errors : vErrors.concat(validate641.errors);
errors = vErrors.length;
}
validate640.errors = vErrors;
return errors === 0;
}

const v85: Validator<T.FuzzyFileSearchSessionUpdatedNotification> = validate648;
const schema324 = {"$id":"https://mwh.invalid/serverNotificationParams/v85.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/FuzzyFileSearchSessionUpdatedNotification"};
const schema325 = {"properties":{"files":{"items":{"$ref":"#/definitions/FuzzyFileSearchResult"},"type":"array"},"query":{"type":"string"},"sessionId":{"type":"string"}},"required":["files","query","sessionId"],"type":"object"};
const schema326 = {"properties":{"file_name":{"type":"string"},"indices":{"items":{"format":"uint32","minimum":0,"type":"integer"},"type":["array","null"]},"match_type":{"$ref":"#/definitions/FuzzyFileSearchMatchType"},"path":{"type":"string"},"root":{"type":"string"},"score":{"format":"uint32","minimum":0,"type":"integer"}},"required":["file_name","match_type","path","root","score"],"type":"object"};
const schema327 = {"enum":["file","directory"],"type":"string"};

function validate651(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate651.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "file") || (data === "directory"))){
validate651.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema327.enum}}];
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
if((((((data.file_name === undefined) && (missing0 = "file_name")) || ((data.match_type === undefined) && (missing0 = "match_type"))) || ((data.path === undefined) && (missing0 = "path"))) || ((data.root === undefined) && (missing0 = "root"))) || ((data.score === undefined) && (missing0 = "score"))){
validate650.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.file_name !== undefined){
const _errs1 = errors;
if(typeof data.file_name !== "string"){
validate650.errors = [{instancePath:instancePath+"/file_name",schemaPath:"#/properties/file_name/type",keyword:"type",params:{type: "string"}}];
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
validate650.errors = [{instancePath:instancePath+"/indices",schemaPath:"#/properties/indices/type",keyword:"type",params:{type: schema326.properties.indices.type}}];
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
validate650.errors = [{instancePath:instancePath+"/indices/" + i0,schemaPath:"#/properties/indices/items/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs5){
if(typeof data2 == "number"){
if(data2 < 0 || isNaN(data2)){
validate650.errors = [{instancePath:instancePath+"/indices/" + i0,schemaPath:"#/properties/indices/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
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
if(!(validate651(data.match_type, instancePath+"/match_type"))){
vErrors = vErrors === null ? validate651.errors : vErrors.concat(validate651.errors);
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
validate650.errors = [{instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"}}];
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
validate650.errors = [{instancePath:instancePath+"/root",schemaPath:"#/properties/root/type",keyword:"type",params:{type: "string"}}];
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
validate650.errors = [{instancePath:instancePath+"/score",schemaPath:"#/properties/score/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs12){
if(typeof data6 == "number"){
if(data6 < 0 || isNaN(data6)){
validate650.errors = [{instancePath:instancePath+"/score",schemaPath:"#/properties/score/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
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
validate650.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate650.errors = vErrors;
return errors === 0;
}


function validate649(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.files === undefined) && (missing0 = "files")) || ((data.query === undefined) && (missing0 = "query"))) || ((data.sessionId === undefined) && (missing0 = "sessionId"))){
validate649.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
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
if(!(validate650(data0[i0], instancePath+"/files/" + i0))){
vErrors = vErrors === null ? validate650.errors : vErrors.concat(validate650.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate649.errors = [{instancePath:instancePath+"/files",schemaPath:"#/properties/files/type",keyword:"type",params:{type: "array"}}];
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
validate649.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "string"}}];
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
validate649.errors = [{instancePath:instancePath+"/sessionId",schemaPath:"#/properties/sessionId/type",keyword:"type",params:{type: "string"}}];
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
validate649.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate649.errors = vErrors;
return errors === 0;
}


function validate648(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v85.json" */;
let vErrors = null;
let errors = 0;
if(!(validate649(data, instancePath))){
vErrors = vErrors === null ? validate649.errors : vErrors.concat(validate649.errors);
errors = vErrors.length;
}
validate648.errors = vErrors;
return errors === 0;
}

const v86: Validator<T.FuzzyFileSearchSessionCompletedNotification> = validate655;
const schema328 = {"$id":"https://mwh.invalid/serverNotificationParams/v86.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/FuzzyFileSearchSessionCompletedNotification"};
const schema329 = {"properties":{"sessionId":{"type":"string"}},"required":["sessionId"],"type":"object"};

function validate656(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.sessionId === undefined) && (missing0 = "sessionId")){
validate656.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.sessionId !== undefined){
if(typeof data.sessionId !== "string"){
validate656.errors = [{instancePath:instancePath+"/sessionId",schemaPath:"#/properties/sessionId/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
}
else {
validate656.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate656.errors = vErrors;
return errors === 0;
}


function validate655(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v86.json" */;
let vErrors = null;
let errors = 0;
if(!(validate656(data, instancePath))){
vErrors = vErrors === null ? validate656.errors : vErrors.concat(validate656.errors);
errors = vErrors.length;
}
validate655.errors = vErrors;
return errors === 0;
}

const v87: Validator<T.ThreadRealtimeStartedNotification> = validate658;
const schema330 = {"$id":"https://mwh.invalid/serverNotificationParams/v87.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadRealtimeStartedNotification"};
const schema331 = {"properties":{"realtimeSessionId":{"type":["string","null"]},"threadId":{"type":"string"},"version":{"$ref":"#/definitions/v2/RealtimeConversationVersion"}},"required":["threadId","version"],"type":"object"};
const schema332 = {"enum":["v1","v2","v3"],"type":"string"};

function validate660(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate660.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data === "v1") || (data === "v2")) || (data === "v3"))){
validate660.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema332.enum}}];
return false;
}
validate660.errors = vErrors;
return errors === 0;
}


function validate659(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.threadId === undefined) && (missing0 = "threadId")) || ((data.version === undefined) && (missing0 = "version"))){
validate659.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.realtimeSessionId !== undefined){
let data0 = data.realtimeSessionId;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate659.errors = [{instancePath:instancePath+"/realtimeSessionId",schemaPath:"#/properties/realtimeSessionId/type",keyword:"type",params:{type: schema331.properties.realtimeSessionId.type}}];
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
validate659.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate660(data.version, instancePath+"/version"))){
vErrors = vErrors === null ? validate660.errors : vErrors.concat(validate660.errors);
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
validate659.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate659.errors = vErrors;
return errors === 0;
}


function validate658(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v87.json" */;
let vErrors = null;
let errors = 0;
if(!(validate659(data, instancePath))){
vErrors = vErrors === null ? validate659.errors : vErrors.concat(validate659.errors);
errors = vErrors.length;
}
validate658.errors = vErrors;
return errors === 0;
}

const v88: Validator<T.ThreadRealtimeItemAddedNotification> = validate663;
const schema333 = {"$id":"https://mwh.invalid/serverNotificationParams/v88.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadRealtimeItemAddedNotification"};
const schema334 = {"properties":{"item":true,"threadId":{"type":"string"}},"required":["item","threadId"],"type":"object"};

function validate664(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.item === undefined) && (missing0 = "item")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate664.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.threadId !== undefined){
if(typeof data.threadId !== "string"){
validate664.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
}
else {
validate664.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate664.errors = vErrors;
return errors === 0;
}


function validate663(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v88.json" */;
let vErrors = null;
let errors = 0;
if(!(validate664(data, instancePath))){
vErrors = vErrors === null ? validate664.errors : vErrors.concat(validate664.errors);
errors = vErrors.length;
}
validate663.errors = vErrors;
return errors === 0;
}

const v89: Validator<T.ThreadRealtimeItemStartedNotification> = validate666;
const schema335 = {"$id":"https://mwh.invalid/serverNotificationParams/v89.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadRealtimeItemStartedNotification"};
const schema336 = {"properties":{"item":{"$ref":"#/definitions/v2/ThreadRealtimeItem"},"threadId":{"type":"string"}},"required":["item","threadId"],"type":"object"};
const schema337 = {"oneOf":[{"properties":{"type":{"enum":["realtimeSessionStarted"],"type":"string"}},"required":["type"],"type":"object"},{"properties":{"channels":{"$ref":"#/definitions/v2/ThreadRealtimeFrameChannels"},"type":{"enum":["frame"],"type":"string"}},"required":["channels","type"],"type":"object"},{"properties":{"role":{"$ref":"#/definitions/v2/ThreadRealtimeTranscriptRole"},"text":{"type":"string"},"type":{"enum":["transcriptSegment"],"type":"string"}},"required":["role","text","type"],"type":"object"},{"properties":{"item_id":{"type":"string"},"presentation":{"$ref":"#/definitions/v2/ThreadRealtimeBemItemPresentation"},"turn_id":{"type":"string"},"type":{"enum":["bemItemPromoted"],"type":"string"}},"required":["item_id","presentation","turn_id","type"],"type":"object"},{"properties":{"outcome":{"$ref":"#/definitions/v2/ThreadRealtimeSessionOutcome"},"type":{"enum":["realtimeSessionClosed"],"type":"string"}},"required":["outcome","type"],"type":"object"},{"properties":{"handoff_id":{"type":"string"},"input":{"type":"string"},"input_item_id":{"type":"string"},"mode":{"$ref":"#/definitions/v2/ThreadRealtimeHandoffMode"},"source_event_ids":{"items":{"type":"string"},"type":"array"},"turn_id":{"type":"string"},"type":{"enum":["turnInputAccepted"],"type":"string"}},"required":["handoff_id","input","input_item_id","mode","source_event_ids","turn_id","type"],"type":"object"},{"properties":{"input":{"type":"string"},"input_item_id":{"type":"string"},"source_event_ids":{"items":{"type":"string"},"type":"array"},"type":{"enum":["sessionEndInputSaved"],"type":"string"}},"required":["input","input_item_id","source_event_ids","type"],"type":"object"}],"properties":{"id":{"type":"string"},"observedAtMs":{"format":"int64","type":["integer","null"]},"realtimeSessionId":{"type":"string"}},"required":["id","realtimeSessionId"],"type":"object","discriminator":{"propertyName":"type"}};
const schema338 = {"properties":{"voice_transcript":{"$ref":"#/definitions/v2/ThreadRealtimeVoiceTranscript"}},"required":["voice_transcript"],"type":"object"};
const schema339 = {"properties":{"role":{"$ref":"#/definitions/v2/ThreadRealtimeTranscriptRole"},"text":{"type":"string"}},"required":["role","text"],"type":"object"};
const schema340 = {"enum":["user","assistant"],"type":"string"};

function validate671(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate671.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "user") || (data === "assistant"))){
validate671.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema340.enum}}];
return false;
}
validate671.errors = vErrors;
return errors === 0;
}


function validate670(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.role === undefined) && (missing0 = "role")) || ((data.text === undefined) && (missing0 = "text"))){
validate670.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.role !== undefined){
const _errs1 = errors;
if(!(validate671(data.role, instancePath+"/role"))){
vErrors = vErrors === null ? validate671.errors : vErrors.concat(validate671.errors);
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
validate670.errors = [{instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"}}];
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
validate670.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate670.errors = vErrors;
return errors === 0;
}


function validate669(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.voice_transcript === undefined) && (missing0 = "voice_transcript")){
validate669.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.voice_transcript !== undefined){
if(!(validate670(data.voice_transcript, instancePath+"/voice_transcript"))){
vErrors = vErrors === null ? validate670.errors : vErrors.concat(validate670.errors);
errors = vErrors.length;
}
}
}
}
else {
validate669.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate669.errors = vErrors;
return errors === 0;
}

const schema341 = {"oneOf":[{"properties":{"type":{"enum":["wholeItem"],"type":"string"}},"required":["type"],"type":"object"},{"properties":{"type":{"enum":["inlineMarkdown"],"type":"string"}},"required":["type"],"type":"object"},{"properties":{"index":{"format":"uint32","minimum":0,"type":"integer"},"type":{"enum":["inlineVisualization"],"type":"string"}},"required":["index","type"],"type":"object"}],"type":"object","discriminator":{"propertyName":"type"}};

function validate676(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "wholeItem"){
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate676.errors = [{instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
validate676.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data0 === "wholeItem")){
validate676.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/enum",keyword:"enum",params:{allowedValues: schema341.oneOf[0].properties.type.enum}}];
return false;
}
}
}
}
else {
validate676.errors = [{instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "inlineMarkdown"){
const _errs6 = errors;
if(errors === _errs6){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.type === undefined) && (missing1 = "type")){
validate676.errors = [{instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data.type !== undefined){
let data1 = data.type;
if(typeof data1 !== "string"){
validate676.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data1 === "inlineMarkdown")){
validate676.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/enum",keyword:"enum",params:{allowedValues: schema341.oneOf[1].properties.type.enum}}];
return false;
}
}
}
}
else {
validate676.errors = [{instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "inlineVisualization"){
const _errs10 = errors;
if(errors === _errs10){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if(((data.index === undefined) && (missing2 = "index")) || ((data.type === undefined) && (missing2 = "type"))){
validate676.errors = [{instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
if(data.index !== undefined){
let data2 = data.index;
const _errs12 = errors;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
validate676.errors = [{instancePath:instancePath+"/index",schemaPath:"#/oneOf/2/properties/index/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs12){
if(typeof data2 == "number"){
if(data2 < 0 || isNaN(data2)){
validate676.errors = [{instancePath:instancePath+"/index",schemaPath:"#/oneOf/2/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid6 = _errs12 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.type !== undefined){
let data3 = data.type;
const _errs14 = errors;
if(typeof data3 !== "string"){
validate676.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/2/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data3 === "inlineVisualization")){
validate676.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/2/properties/type/enum",keyword:"enum",params:{allowedValues: schema341.oneOf[2].properties.type.enum}}];
return false;
}
var valid6 = _errs14 === errors;
}
else {
var valid6 = true;
}
}
}
}
else {
validate676.errors = [{instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else {
validate676.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate676.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate676.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate676.errors = vErrors;
return errors === 0;
}

const schema342 = {"enum":["ended","failed"],"type":"string"};

function validate678(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate678.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "ended") || (data === "failed"))){
validate678.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema342.enum}}];
return false;
}
validate678.errors = vErrors;
return errors === 0;
}

const schema343 = {"enum":["start","steer"],"type":"string"};

function validate680(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate680.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "start") || (data === "steer"))){
validate680.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema343.enum}}];
return false;
}
validate680.errors = vErrors;
return errors === 0;
}


function validate668(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.id === undefined) && (missing0 = "id")) || ((data.realtimeSessionId === undefined) && (missing0 = "realtimeSessionId"))){
validate668.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.id !== undefined){
const _errs2 = errors;
if(typeof data.id !== "string"){
validate668.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}}];
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
validate668.errors = [{instancePath:instancePath+"/observedAtMs",schemaPath:"#/properties/observedAtMs/type",keyword:"type",params:{type: schema337.properties.observedAtMs.type}}];
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
validate668.errors = [{instancePath:instancePath+"/realtimeSessionId",schemaPath:"#/properties/realtimeSessionId/type",keyword:"type",params:{type: "string"}}];
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
const _errs8 = errors;
if(errors === _errs8){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.type === undefined) && (missing1 = "type")){
validate668.errors = [{instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data.type !== undefined){
let data3 = data.type;
if(typeof data3 !== "string"){
validate668.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data3 === "realtimeSessionStarted")){
validate668.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/enum",keyword:"enum",params:{allowedValues: schema337.oneOf[0].properties.type.enum}}];
return false;
}
}
}
}
else {
validate668.errors = [{instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "frame"){
const _errs12 = errors;
if(errors === _errs12){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if(((data.channels === undefined) && (missing2 = "channels")) || ((data.type === undefined) && (missing2 = "type"))){
validate668.errors = [{instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
if(data.channels !== undefined){
const _errs14 = errors;
if(!(validate669(data.channels, instancePath+"/channels"))){
vErrors = vErrors === null ? validate669.errors : vErrors.concat(validate669.errors);
errors = vErrors.length;
}
var valid5 = _errs14 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.type !== undefined){
let data5 = data.type;
const _errs15 = errors;
if(typeof data5 !== "string"){
validate668.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data5 === "frame")){
validate668.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/enum",keyword:"enum",params:{allowedValues: schema337.oneOf[1].properties.type.enum}}];
return false;
}
var valid5 = _errs15 === errors;
}
else {
var valid5 = true;
}
}
}
}
else {
validate668.errors = [{instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "transcriptSegment"){
const _errs17 = errors;
if(errors === _errs17){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((((data.role === undefined) && (missing3 = "role")) || ((data.text === undefined) && (missing3 = "text"))) || ((data.type === undefined) && (missing3 = "type"))){
validate668.errors = [{instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: missing3}}];
return false;
}
else {
if(data.role !== undefined){
const _errs19 = errors;
if(!(validate671(data.role, instancePath+"/role"))){
vErrors = vErrors === null ? validate671.errors : vErrors.concat(validate671.errors);
errors = vErrors.length;
}
var valid7 = _errs19 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data.text !== undefined){
const _errs20 = errors;
if(typeof data.text !== "string"){
validate668.errors = [{instancePath:instancePath+"/text",schemaPath:"#/oneOf/2/properties/text/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid7 = _errs20 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data.type !== undefined){
let data8 = data.type;
const _errs22 = errors;
if(typeof data8 !== "string"){
validate668.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/2/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data8 === "transcriptSegment")){
validate668.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/2/properties/type/enum",keyword:"enum",params:{allowedValues: schema337.oneOf[2].properties.type.enum}}];
return false;
}
var valid7 = _errs22 === errors;
}
else {
var valid7 = true;
}
}
}
}
}
else {
validate668.errors = [{instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "bemItemPromoted"){
const _errs24 = errors;
if(errors === _errs24){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if(((((data.item_id === undefined) && (missing4 = "item_id")) || ((data.presentation === undefined) && (missing4 = "presentation"))) || ((data.turn_id === undefined) && (missing4 = "turn_id"))) || ((data.type === undefined) && (missing4 = "type"))){
validate668.errors = [{instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: missing4}}];
return false;
}
else {
if(data.item_id !== undefined){
const _errs26 = errors;
if(typeof data.item_id !== "string"){
validate668.errors = [{instancePath:instancePath+"/item_id",schemaPath:"#/oneOf/3/properties/item_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid9 = _errs26 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data.presentation !== undefined){
const _errs28 = errors;
if(!(validate676(data.presentation, instancePath+"/presentation"))){
vErrors = vErrors === null ? validate676.errors : vErrors.concat(validate676.errors);
errors = vErrors.length;
}
var valid9 = _errs28 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data.turn_id !== undefined){
const _errs29 = errors;
if(typeof data.turn_id !== "string"){
validate668.errors = [{instancePath:instancePath+"/turn_id",schemaPath:"#/oneOf/3/properties/turn_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid9 = _errs29 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data.type !== undefined){
let data12 = data.type;
const _errs31 = errors;
if(typeof data12 !== "string"){
validate668.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/3/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data12 === "bemItemPromoted")){
validate668.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/3/properties/type/enum",keyword:"enum",params:{allowedValues: schema337.oneOf[3].properties.type.enum}}];
return false;
}
var valid9 = _errs31 === errors;
}
else {
var valid9 = true;
}
}
}
}
}
}
else {
validate668.errors = [{instancePath,schemaPath:"#/oneOf/3/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "realtimeSessionClosed"){
const _errs33 = errors;
if(errors === _errs33){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
if(((data.outcome === undefined) && (missing5 = "outcome")) || ((data.type === undefined) && (missing5 = "type"))){
validate668.errors = [{instancePath,schemaPath:"#/oneOf/4/required",keyword:"required",params:{missingProperty: missing5}}];
return false;
}
else {
if(data.outcome !== undefined){
const _errs35 = errors;
if(!(validate678(data.outcome, instancePath+"/outcome"))){
vErrors = vErrors === null ? validate678.errors : vErrors.concat(validate678.errors);
errors = vErrors.length;
}
var valid11 = _errs35 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data.type !== undefined){
let data14 = data.type;
const _errs36 = errors;
if(typeof data14 !== "string"){
validate668.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/4/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data14 === "realtimeSessionClosed")){
validate668.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/4/properties/type/enum",keyword:"enum",params:{allowedValues: schema337.oneOf[4].properties.type.enum}}];
return false;
}
var valid11 = _errs36 === errors;
}
else {
var valid11 = true;
}
}
}
}
else {
validate668.errors = [{instancePath,schemaPath:"#/oneOf/4/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "turnInputAccepted"){
const _errs38 = errors;
if(errors === _errs38){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if((((((((data.handoff_id === undefined) && (missing6 = "handoff_id")) || ((data.input === undefined) && (missing6 = "input"))) || ((data.input_item_id === undefined) && (missing6 = "input_item_id"))) || ((data.mode === undefined) && (missing6 = "mode"))) || ((data.source_event_ids === undefined) && (missing6 = "source_event_ids"))) || ((data.turn_id === undefined) && (missing6 = "turn_id"))) || ((data.type === undefined) && (missing6 = "type"))){
validate668.errors = [{instancePath,schemaPath:"#/oneOf/5/required",keyword:"required",params:{missingProperty: missing6}}];
return false;
}
else {
if(data.handoff_id !== undefined){
const _errs40 = errors;
if(typeof data.handoff_id !== "string"){
validate668.errors = [{instancePath:instancePath+"/handoff_id",schemaPath:"#/oneOf/5/properties/handoff_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid13 = _errs40 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data.input !== undefined){
const _errs42 = errors;
if(typeof data.input !== "string"){
validate668.errors = [{instancePath:instancePath+"/input",schemaPath:"#/oneOf/5/properties/input/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid13 = _errs42 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data.input_item_id !== undefined){
const _errs44 = errors;
if(typeof data.input_item_id !== "string"){
validate668.errors = [{instancePath:instancePath+"/input_item_id",schemaPath:"#/oneOf/5/properties/input_item_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid13 = _errs44 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data.mode !== undefined){
const _errs46 = errors;
if(!(validate680(data.mode, instancePath+"/mode"))){
vErrors = vErrors === null ? validate680.errors : vErrors.concat(validate680.errors);
errors = vErrors.length;
}
var valid13 = _errs46 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data.source_event_ids !== undefined){
let data19 = data.source_event_ids;
const _errs47 = errors;
if(errors === _errs47){
if(Array.isArray(data19)){
var valid14 = true;
const len0 = data19.length;
for(let i0=0; i0<len0; i0++){
const _errs49 = errors;
if(typeof data19[i0] !== "string"){
validate668.errors = [{instancePath:instancePath+"/source_event_ids/" + i0,schemaPath:"#/oneOf/5/properties/source_event_ids/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid14 = _errs49 === errors;
if(!valid14){
break;
}
}
}
else {
validate668.errors = [{instancePath:instancePath+"/source_event_ids",schemaPath:"#/oneOf/5/properties/source_event_ids/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid13 = _errs47 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data.turn_id !== undefined){
const _errs51 = errors;
if(typeof data.turn_id !== "string"){
validate668.errors = [{instancePath:instancePath+"/turn_id",schemaPath:"#/oneOf/5/properties/turn_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid13 = _errs51 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data.type !== undefined){
let data22 = data.type;
const _errs53 = errors;
if(typeof data22 !== "string"){
validate668.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/5/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data22 === "turnInputAccepted")){
validate668.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/5/properties/type/enum",keyword:"enum",params:{allowedValues: schema337.oneOf[5].properties.type.enum}}];
return false;
}
var valid13 = _errs53 === errors;
}
else {
var valid13 = true;
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
validate668.errors = [{instancePath,schemaPath:"#/oneOf/5/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "sessionEndInputSaved"){
const _errs55 = errors;
if(errors === _errs55){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing7;
if(((((data.input === undefined) && (missing7 = "input")) || ((data.input_item_id === undefined) && (missing7 = "input_item_id"))) || ((data.source_event_ids === undefined) && (missing7 = "source_event_ids"))) || ((data.type === undefined) && (missing7 = "type"))){
validate668.errors = [{instancePath,schemaPath:"#/oneOf/6/required",keyword:"required",params:{missingProperty: missing7}}];
return false;
}
else {
if(data.input !== undefined){
const _errs57 = errors;
if(typeof data.input !== "string"){
validate668.errors = [{instancePath:instancePath+"/input",schemaPath:"#/oneOf/6/properties/input/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid16 = _errs57 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data.input_item_id !== undefined){
const _errs59 = errors;
if(typeof data.input_item_id !== "string"){
validate668.errors = [{instancePath:instancePath+"/input_item_id",schemaPath:"#/oneOf/6/properties/input_item_id/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid16 = _errs59 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data.source_event_ids !== undefined){
let data25 = data.source_event_ids;
const _errs61 = errors;
if(errors === _errs61){
if(Array.isArray(data25)){
var valid17 = true;
const len1 = data25.length;
for(let i1=0; i1<len1; i1++){
const _errs63 = errors;
if(typeof data25[i1] !== "string"){
validate668.errors = [{instancePath:instancePath+"/source_event_ids/" + i1,schemaPath:"#/oneOf/6/properties/source_event_ids/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid17 = _errs63 === errors;
if(!valid17){
break;
}
}
}
else {
validate668.errors = [{instancePath:instancePath+"/source_event_ids",schemaPath:"#/oneOf/6/properties/source_event_ids/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid16 = _errs61 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data.type !== undefined){
let data27 = data.type;
const _errs65 = errors;
if(typeof data27 !== "string"){
validate668.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/6/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data27 === "sessionEndInputSaved")){
validate668.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/6/properties/type/enum",keyword:"enum",params:{allowedValues: schema337.oneOf[6].properties.type.enum}}];
return false;
}
var valid16 = _errs65 === errors;
}
else {
var valid16 = true;
}
}
}
}
}
}
else {
validate668.errors = [{instancePath,schemaPath:"#/oneOf/6/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else {
validate668.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate668.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
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
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.item === undefined) && (missing0 = "item")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate667.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.item !== undefined){
const _errs1 = errors;
if(!(validate668(data.item, instancePath+"/item"))){
vErrors = vErrors === null ? validate668.errors : vErrors.concat(validate668.errors);
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
validate667.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate667.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate667.errors = vErrors;
return errors === 0;
}


function validate666(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v89.json" */;
let vErrors = null;
let errors = 0;
if(!(validate667(data, instancePath))){
vErrors = vErrors === null ? validate667.errors : vErrors.concat(validate667.errors);
errors = vErrors.length;
}
validate666.errors = vErrors;
return errors === 0;
}

const v90: Validator<T.ThreadRealtimeItemTranscriptDeltaNotification> = validate684;
const schema344 = {"$id":"https://mwh.invalid/serverNotificationParams/v90.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadRealtimeItemTranscriptDeltaNotification"};
const schema345 = {"properties":{"delta":{"type":"string"},"itemId":{"type":"string"},"threadId":{"type":"string"}},"required":["delta","itemId","threadId"],"type":"object"};

function validate685(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.delta === undefined) && (missing0 = "delta")) || ((data.itemId === undefined) && (missing0 = "itemId"))) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate685.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.delta !== undefined){
const _errs1 = errors;
if(typeof data.delta !== "string"){
validate685.errors = [{instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/type",keyword:"type",params:{type: "string"}}];
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
validate685.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "string"}}];
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
validate685.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate685.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate685.errors = vErrors;
return errors === 0;
}


function validate684(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v90.json" */;
let vErrors = null;
let errors = 0;
if(!(validate685(data, instancePath))){
vErrors = vErrors === null ? validate685.errors : vErrors.concat(validate685.errors);
errors = vErrors.length;
}
validate684.errors = vErrors;
return errors === 0;
}

const v91: Validator<T.ThreadRealtimeItemCompletedNotification> = validate687;
const schema346 = {"$id":"https://mwh.invalid/serverNotificationParams/v91.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadRealtimeItemCompletedNotification"};
const schema347 = {"properties":{"item":{"$ref":"#/definitions/v2/ThreadRealtimeItem"},"threadId":{"type":"string"}},"required":["item","threadId"],"type":"object"};

function validate688(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.item === undefined) && (missing0 = "item")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate688.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.item !== undefined){
const _errs1 = errors;
if(!(validate668(data.item, instancePath+"/item"))){
vErrors = vErrors === null ? validate668.errors : vErrors.concat(validate668.errors);
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
validate688.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate688.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate688.errors = vErrors;
return errors === 0;
}


function validate687(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v91.json" */;
let vErrors = null;
let errors = 0;
if(!(validate688(data, instancePath))){
vErrors = vErrors === null ? validate688.errors : vErrors.concat(validate688.errors);
errors = vErrors.length;
}
validate687.errors = vErrors;
return errors === 0;
}

const v92: Validator<T.ThreadRealtimeTranscriptDeltaNotification> = validate691;
const schema348 = {"$id":"https://mwh.invalid/serverNotificationParams/v92.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadRealtimeTranscriptDeltaNotification"};
const schema349 = {"properties":{"delta":{"type":"string"},"role":{"type":"string"},"threadId":{"type":"string"}},"required":["delta","role","threadId"],"type":"object"};

function validate692(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.delta === undefined) && (missing0 = "delta")) || ((data.role === undefined) && (missing0 = "role"))) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate692.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.delta !== undefined){
const _errs1 = errors;
if(typeof data.delta !== "string"){
validate692.errors = [{instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/type",keyword:"type",params:{type: "string"}}];
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
validate692.errors = [{instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"}}];
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
validate692.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate692.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate692.errors = vErrors;
return errors === 0;
}


function validate691(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v92.json" */;
let vErrors = null;
let errors = 0;
if(!(validate692(data, instancePath))){
vErrors = vErrors === null ? validate692.errors : vErrors.concat(validate692.errors);
errors = vErrors.length;
}
validate691.errors = vErrors;
return errors === 0;
}

const v93: Validator<T.ThreadRealtimeTranscriptDoneNotification> = validate694;
const schema350 = {"$id":"https://mwh.invalid/serverNotificationParams/v93.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadRealtimeTranscriptDoneNotification"};
const schema351 = {"properties":{"role":{"type":"string"},"text":{"type":"string"},"threadId":{"type":"string"}},"required":["role","text","threadId"],"type":"object"};

function validate695(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.role === undefined) && (missing0 = "role")) || ((data.text === undefined) && (missing0 = "text"))) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate695.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.role !== undefined){
const _errs1 = errors;
if(typeof data.role !== "string"){
validate695.errors = [{instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"}}];
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
validate695.errors = [{instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"}}];
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
validate695.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate695.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate695.errors = vErrors;
return errors === 0;
}


function validate694(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v93.json" */;
let vErrors = null;
let errors = 0;
if(!(validate695(data, instancePath))){
vErrors = vErrors === null ? validate695.errors : vErrors.concat(validate695.errors);
errors = vErrors.length;
}
validate694.errors = vErrors;
return errors === 0;
}

const v94: Validator<T.ThreadRealtimeOutputAudioDeltaNotification> = validate697;
const schema352 = {"$id":"https://mwh.invalid/serverNotificationParams/v94.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadRealtimeOutputAudioDeltaNotification"};
const schema353 = {"properties":{"audio":{"$ref":"#/definitions/v2/ThreadRealtimeAudioChunk"},"threadId":{"type":"string"}},"required":["audio","threadId"],"type":"object"};
const schema354 = {"properties":{"data":{"type":"string"},"itemId":{"type":["string","null"]},"numChannels":{"format":"uint16","minimum":0,"type":"integer"},"sampleRate":{"format":"uint32","minimum":0,"type":"integer"},"samplesPerChannel":{"format":"uint32","minimum":0,"type":["integer","null"]}},"required":["data","numChannels","sampleRate"],"type":"object"};

function validate699(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.data === undefined) && (missing0 = "data")) || ((data.numChannels === undefined) && (missing0 = "numChannels"))) || ((data.sampleRate === undefined) && (missing0 = "sampleRate"))){
validate699.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.data !== undefined){
const _errs1 = errors;
if(typeof data.data !== "string"){
validate699.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "string"}}];
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
validate699.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: schema354.properties.itemId.type}}];
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
validate699.errors = [{instancePath:instancePath+"/numChannels",schemaPath:"#/properties/numChannels/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs5){
if(typeof data2 == "number"){
if(data2 < 0 || isNaN(data2)){
validate699.errors = [{instancePath:instancePath+"/numChannels",schemaPath:"#/properties/numChannels/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
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
validate699.errors = [{instancePath:instancePath+"/sampleRate",schemaPath:"#/properties/sampleRate/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs7){
if(typeof data3 == "number"){
if(data3 < 0 || isNaN(data3)){
validate699.errors = [{instancePath:instancePath+"/sampleRate",schemaPath:"#/properties/sampleRate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
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
validate699.errors = [{instancePath:instancePath+"/samplesPerChannel",schemaPath:"#/properties/samplesPerChannel/type",keyword:"type",params:{type: schema354.properties.samplesPerChannel.type}}];
return false;
}
if(errors === _errs9){
if(typeof data4 == "number"){
if(data4 < 0 || isNaN(data4)){
validate699.errors = [{instancePath:instancePath+"/samplesPerChannel",schemaPath:"#/properties/samplesPerChannel/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
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
validate699.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate699.errors = vErrors;
return errors === 0;
}


function validate698(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.audio === undefined) && (missing0 = "audio")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate698.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.audio !== undefined){
const _errs1 = errors;
if(!(validate699(data.audio, instancePath+"/audio"))){
vErrors = vErrors === null ? validate699.errors : vErrors.concat(validate699.errors);
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
validate698.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate698.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate698.errors = vErrors;
return errors === 0;
}


function validate697(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v94.json" */;
let vErrors = null;
let errors = 0;
if(!(validate698(data, instancePath))){
vErrors = vErrors === null ? validate698.errors : vErrors.concat(validate698.errors);
errors = vErrors.length;
}
validate697.errors = vErrors;
return errors === 0;
}

const v95: Validator<T.ThreadRealtimeSdpNotification> = validate702;
const schema355 = {"$id":"https://mwh.invalid/serverNotificationParams/v95.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadRealtimeSdpNotification"};
const schema356 = {"properties":{"sdp":{"type":"string"},"threadId":{"type":"string"}},"required":["sdp","threadId"],"type":"object"};

function validate703(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.sdp === undefined) && (missing0 = "sdp")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate703.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.sdp !== undefined){
const _errs1 = errors;
if(typeof data.sdp !== "string"){
validate703.errors = [{instancePath:instancePath+"/sdp",schemaPath:"#/properties/sdp/type",keyword:"type",params:{type: "string"}}];
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
validate703.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate703.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate703.errors = vErrors;
return errors === 0;
}


function validate702(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v95.json" */;
let vErrors = null;
let errors = 0;
if(!(validate703(data, instancePath))){
vErrors = vErrors === null ? validate703.errors : vErrors.concat(validate703.errors);
errors = vErrors.length;
}
validate702.errors = vErrors;
return errors === 0;
}

const v96: Validator<T.ThreadRealtimeErrorNotification> = validate705;
const schema357 = {"$id":"https://mwh.invalid/serverNotificationParams/v96.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadRealtimeErrorNotification"};
const schema358 = {"properties":{"message":{"type":"string"},"threadId":{"type":"string"}},"required":["message","threadId"],"type":"object"};

function validate706(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.message === undefined) && (missing0 = "message")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate706.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.message !== undefined){
const _errs1 = errors;
if(typeof data.message !== "string"){
validate706.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"}}];
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
validate706.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate706.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate706.errors = vErrors;
return errors === 0;
}


function validate705(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v96.json" */;
let vErrors = null;
let errors = 0;
if(!(validate706(data, instancePath))){
vErrors = vErrors === null ? validate706.errors : vErrors.concat(validate706.errors);
errors = vErrors.length;
}
validate705.errors = vErrors;
return errors === 0;
}

const v97: Validator<T.ThreadRealtimeClosedNotification> = validate708;
const schema359 = {"$id":"https://mwh.invalid/serverNotificationParams/v97.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadRealtimeClosedNotification"};
const schema360 = {"properties":{"reason":{"type":["string","null"]},"threadId":{"type":"string"}},"required":["threadId"],"type":"object"};

function validate709(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.threadId === undefined) && (missing0 = "threadId")){
validate709.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.reason !== undefined){
let data0 = data.reason;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate709.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: schema360.properties.reason.type}}];
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
validate709.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate709.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate709.errors = vErrors;
return errors === 0;
}


function validate708(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v97.json" */;
let vErrors = null;
let errors = 0;
if(!(validate709(data, instancePath))){
vErrors = vErrors === null ? validate709.errors : vErrors.concat(validate709.errors);
errors = vErrors.length;
}
validate708.errors = vErrors;
return errors === 0;
}

const v98: Validator<T.WindowsWorldWritableWarningNotification> = validate711;
const schema361 = {"$id":"https://mwh.invalid/serverNotificationParams/v98.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/WindowsWorldWritableWarningNotification"};
const schema362 = {"properties":{"extraCount":{"format":"uint","minimum":0,"type":"integer"},"failedScan":{"type":"boolean"},"samplePaths":{"items":{"type":"string"},"type":"array"}},"required":["extraCount","failedScan","samplePaths"],"type":"object"};

function validate712(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.extraCount === undefined) && (missing0 = "extraCount")) || ((data.failedScan === undefined) && (missing0 = "failedScan"))) || ((data.samplePaths === undefined) && (missing0 = "samplePaths"))){
validate712.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.extraCount !== undefined){
let data0 = data.extraCount;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate712.errors = [{instancePath:instancePath+"/extraCount",schemaPath:"#/properties/extraCount/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs1){
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
validate712.errors = [{instancePath:instancePath+"/extraCount",schemaPath:"#/properties/extraCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
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
validate712.errors = [{instancePath:instancePath+"/failedScan",schemaPath:"#/properties/failedScan/type",keyword:"type",params:{type: "boolean"}}];
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
validate712.errors = [{instancePath:instancePath+"/samplePaths/" + i0,schemaPath:"#/properties/samplePaths/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate712.errors = [{instancePath:instancePath+"/samplePaths",schemaPath:"#/properties/samplePaths/type",keyword:"type",params:{type: "array"}}];
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
validate712.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate712.errors = vErrors;
return errors === 0;
}


function validate711(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v98.json" */;
let vErrors = null;
let errors = 0;
if(!(validate712(data, instancePath))){
vErrors = vErrors === null ? validate712.errors : vErrors.concat(validate712.errors);
errors = vErrors.length;
}
validate711.errors = vErrors;
return errors === 0;
}

const v99: Validator<T.WindowsSandboxSetupCompletedNotification> = validate714;
const schema363 = {"$id":"https://mwh.invalid/serverNotificationParams/v99.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/WindowsSandboxSetupCompletedNotification"};
const schema364 = {"properties":{"error":{"type":["string","null"]},"mode":{"$ref":"#/definitions/v2/WindowsSandboxSetupMode"},"success":{"type":"boolean"}},"required":["mode","success"],"type":"object"};
const schema365 = {"enum":["elevated","unelevated"],"type":"string"};

function validate716(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate716.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "elevated") || (data === "unelevated"))){
validate716.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema365.enum}}];
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
if(((data.mode === undefined) && (missing0 = "mode")) || ((data.success === undefined) && (missing0 = "success"))){
validate715.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.error !== undefined){
let data0 = data.error;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate715.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: schema364.properties.error.type}}];
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
if(!(validate716(data.mode, instancePath+"/mode"))){
vErrors = vErrors === null ? validate716.errors : vErrors.concat(validate716.errors);
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
validate715.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"}}];
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
validate715.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate715.errors = vErrors;
return errors === 0;
}


function validate714(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v99.json" */;
let vErrors = null;
let errors = 0;
if(!(validate715(data, instancePath))){
vErrors = vErrors === null ? validate715.errors : vErrors.concat(validate715.errors);
errors = vErrors.length;
}
validate714.errors = vErrors;
return errors === 0;
}

const v100: Validator<T.AccountLoginCompletedNotification> = validate719;
const schema366 = {"$id":"https://mwh.invalid/serverNotificationParams/v100.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/AccountLoginCompletedNotification"};
const schema367 = {"properties":{"error":{"type":["string","null"]},"loginId":{"type":["string","null"]},"onboardingEntrypoint":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/DesktopOnboardingEntrypoint"}},"success":{"type":"boolean"}},"required":["success"],"type":"object"};
const schema368 = {"enum":["life_sciences"],"type":"string"};

function validate721(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate721.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data === "life_sciences")){
validate721.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema368.enum}}];
return false;
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
if((data.success === undefined) && (missing0 = "success")){
validate720.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.error !== undefined){
let data0 = data.error;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate720.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: schema367.properties.error.type}}];
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
validate720.errors = [{instancePath:instancePath+"/loginId",schemaPath:"#/properties/loginId/type",keyword:"type",params:{type: schema367.properties.loginId.type}}];
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
if(!(validate721(data2, instancePath+"/onboardingEntrypoint"))){
vErrors = vErrors === null ? validate721.errors : vErrors.concat(validate721.errors);
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
validate720.errors = vErrors;
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
validate720.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"}}];
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
validate720.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate720.errors = vErrors;
return errors === 0;
}


function validate719(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v100.json" */;
let vErrors = null;
let errors = 0;
if(!(validate720(data, instancePath))){
vErrors = vErrors === null ? validate720.errors : vErrors.concat(validate720.errors);
errors = vErrors.length;
}
validate719.errors = vErrors;
return errors === 0;
}

const v101: Validator<T.CommandExecutionRequestApprovalParams> = validate724;
const schema369 = {"$id":"https://mwh.invalid/serverRequestParams/v101.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/CommandExecutionRequestApprovalParams"};
const schema370 = {"properties":{"approvalId":{"type":["string","null"]},"command":{"type":["string","null"]},"commandActions":{"items":{"$ref":"#/definitions/v2/CommandAction"},"type":["array","null"]},"cwd":{"if":{"type":"null"},"else":{"$ref":"#/definitions/v2/LegacyAppPathString"}},"environmentId":{"type":["string","null"]},"itemId":{"type":"string"},"kind":{"allOf":[{"$ref":"#/definitions/CommandExecutionApprovalKind"}]},"networkApprovalContext":{"if":{"type":"null"},"else":{"$ref":"#/definitions/NetworkApprovalContext"}},"proposedExecpolicyAmendment":{"items":{"type":"string"},"type":["array","null"]},"proposedNetworkPolicyAmendments":{"items":{"$ref":"#/definitions/NetworkPolicyAmendment"},"type":["array","null"]},"reason":{"type":["string","null"]},"startedAtMs":{"format":"int64","type":"integer"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["itemId","startedAtMs","threadId","turnId"],"type":"object"};
const schema371 = {"oneOf":[{"enum":["command","writeStdin"],"type":"string"},{"enum":["humanCommand"],"type":"string"}]};

function validate728(data, instancePath=""){
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
const err1 = {instancePath,schemaPath:"#/oneOf/0/enum",keyword:"enum",params:{allowedValues: schema371.oneOf[0].enum}};
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
const err3 = {instancePath,schemaPath:"#/oneOf/1/enum",keyword:"enum",params:{allowedValues: schema371.oneOf[1].enum}};
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
validate728.errors = vErrors;
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
validate728.errors = vErrors;
return errors === 0;
}

const schema372 = {"properties":{"host":{"type":"string"},"protocol":{"$ref":"#/definitions/v2/NetworkApprovalProtocol"}},"required":["host","protocol"],"type":"object"};

function validate730(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.host === undefined) && (missing0 = "host")) || ((data.protocol === undefined) && (missing0 = "protocol"))){
validate730.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.host !== undefined){
const _errs1 = errors;
if(typeof data.host !== "string"){
validate730.errors = [{instancePath:instancePath+"/host",schemaPath:"#/properties/host/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate422(data.protocol, instancePath+"/protocol"))){
vErrors = vErrors === null ? validate422.errors : vErrors.concat(validate422.errors);
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
validate730.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate730.errors = vErrors;
return errors === 0;
}

const schema373 = {"properties":{"action":{"$ref":"#/definitions/NetworkPolicyRuleAction"},"host":{"type":"string"}},"required":["action","host"],"type":"object"};
const schema374 = {"enum":["allow","deny"],"type":"string"};

function validate734(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate734.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "allow") || (data === "deny"))){
validate734.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema374.enum}}];
return false;
}
validate734.errors = vErrors;
return errors === 0;
}


function validate733(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.action === undefined) && (missing0 = "action")) || ((data.host === undefined) && (missing0 = "host"))){
validate733.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.action !== undefined){
const _errs1 = errors;
if(!(validate734(data.action, instancePath+"/action"))){
vErrors = vErrors === null ? validate734.errors : vErrors.concat(validate734.errors);
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
validate733.errors = [{instancePath:instancePath+"/host",schemaPath:"#/properties/host/type",keyword:"type",params:{type: "string"}}];
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
validate733.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate733.errors = vErrors;
return errors === 0;
}


function validate725(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.itemId === undefined) && (missing0 = "itemId")) || ((data.startedAtMs === undefined) && (missing0 = "startedAtMs"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate725.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.approvalId !== undefined){
let data0 = data.approvalId;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate725.errors = [{instancePath:instancePath+"/approvalId",schemaPath:"#/properties/approvalId/type",keyword:"type",params:{type: schema370.properties.approvalId.type}}];
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
validate725.errors = [{instancePath:instancePath+"/command",schemaPath:"#/properties/command/type",keyword:"type",params:{type: schema370.properties.command.type}}];
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
validate725.errors = [{instancePath:instancePath+"/commandActions",schemaPath:"#/properties/commandActions/type",keyword:"type",params:{type: schema370.properties.commandActions.type}}];
return false;
}
if(errors === _errs5){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(!(validate139(data2[i0], instancePath+"/commandActions/" + i0))){
vErrors = vErrors === null ? validate139.errors : vErrors.concat(validate139.errors);
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
validate725.errors = vErrors;
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
validate725.errors = [{instancePath:instancePath+"/environmentId",schemaPath:"#/properties/environmentId/type",keyword:"type",params:{type: schema370.properties.environmentId.type}}];
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
validate725.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate728(data.kind, instancePath+"/kind"))){
vErrors = vErrors === null ? validate728.errors : vErrors.concat(validate728.errors);
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
if(!(validate730(data8, instancePath+"/networkApprovalContext"))){
vErrors = vErrors === null ? validate730.errors : vErrors.concat(validate730.errors);
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
validate725.errors = vErrors;
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
validate725.errors = [{instancePath:instancePath+"/proposedExecpolicyAmendment",schemaPath:"#/properties/proposedExecpolicyAmendment/type",keyword:"type",params:{type: schema370.properties.proposedExecpolicyAmendment.type}}];
return false;
}
if(errors === _errs24){
if(Array.isArray(data9)){
var valid5 = true;
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
const _errs26 = errors;
if(typeof data9[i1] !== "string"){
validate725.errors = [{instancePath:instancePath+"/proposedExecpolicyAmendment/" + i1,schemaPath:"#/properties/proposedExecpolicyAmendment/items/type",keyword:"type",params:{type: "string"}}];
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
validate725.errors = [{instancePath:instancePath+"/proposedNetworkPolicyAmendments",schemaPath:"#/properties/proposedNetworkPolicyAmendments/type",keyword:"type",params:{type: schema370.properties.proposedNetworkPolicyAmendments.type}}];
return false;
}
if(errors === _errs28){
if(Array.isArray(data11)){
var valid6 = true;
const len2 = data11.length;
for(let i2=0; i2<len2; i2++){
const _errs30 = errors;
if(!(validate733(data11[i2], instancePath+"/proposedNetworkPolicyAmendments/" + i2))){
vErrors = vErrors === null ? validate733.errors : vErrors.concat(validate733.errors);
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
validate725.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: schema370.properties.reason.type}}];
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
validate725.errors = [{instancePath:instancePath+"/startedAtMs",schemaPath:"#/properties/startedAtMs/type",keyword:"type",params:{type: "integer"}}];
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
validate725.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate725.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate725.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate725.errors = vErrors;
return errors === 0;
}


function validate724(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverRequestParams/v101.json" */;
let vErrors = null;
let errors = 0;
if(!(validate725(data, instancePath))){
vErrors = vErrors === null ? validate725.errors : vErrors.concat(validate725.errors);
errors = vErrors.length;
}
validate724.errors = vErrors;
return errors === 0;
}

const v102: Validator<T.CommandExecutionRequestApprovalResponse> = validate738;
const schema375 = {"$id":"https://mwh.invalid/serverRequestResponse/v102.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/CommandExecutionRequestApprovalResponse"};
const schema376 = {"properties":{"decision":{"$ref":"#/definitions/CommandExecutionApprovalDecision"}},"required":["decision"],"type":"object"};
const schema377 = {"oneOf":[{"enum":["accept"],"type":"string"},{"enum":["acceptForSession"],"type":"string"},{"properties":{"acceptWithExecpolicyAmendment":{"properties":{"execpolicy_amendment":{"items":{"type":"string"},"type":"array"}},"required":["execpolicy_amendment"],"type":"object"}},"required":["acceptWithExecpolicyAmendment"],"type":"object"},{"properties":{"applyNetworkPolicyAmendment":{"properties":{"network_policy_amendment":{"$ref":"#/definitions/NetworkPolicyAmendment"}},"required":["network_policy_amendment"],"type":"object"}},"required":["applyNetworkPolicyAmendment"],"type":"object"},{"enum":["decline"],"type":"string"},{"enum":["cancel"],"type":"string"}]};

function validate740(data, instancePath=""){
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
const err1 = {instancePath,schemaPath:"#/oneOf/0/enum",keyword:"enum",params:{allowedValues: schema377.oneOf[0].enum}};
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
const err3 = {instancePath,schemaPath:"#/oneOf/1/enum",keyword:"enum",params:{allowedValues: schema377.oneOf[1].enum}};
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
if(!(validate733(data3.network_policy_amendment, instancePath+"/applyNetworkPolicyAmendment/network_policy_amendment"))){
vErrors = vErrors === null ? validate733.errors : vErrors.concat(validate733.errors);
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
const err15 = {instancePath,schemaPath:"#/oneOf/4/enum",keyword:"enum",params:{allowedValues: schema377.oneOf[4].enum}};
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
const err17 = {instancePath,schemaPath:"#/oneOf/5/enum",keyword:"enum",params:{allowedValues: schema377.oneOf[5].enum}};
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
validate740.errors = vErrors;
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
validate740.errors = vErrors;
return errors === 0;
}


function validate739(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.decision === undefined) && (missing0 = "decision")){
validate739.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.decision !== undefined){
if(!(validate740(data.decision, instancePath+"/decision"))){
vErrors = vErrors === null ? validate740.errors : vErrors.concat(validate740.errors);
errors = vErrors.length;
}
}
}
}
else {
validate739.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate739.errors = vErrors;
return errors === 0;
}


function validate738(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverRequestResponse/v102.json" */;
let vErrors = null;
let errors = 0;
if(!(validate739(data, instancePath))){
vErrors = vErrors === null ? validate739.errors : vErrors.concat(validate739.errors);
errors = vErrors.length;
}
validate738.errors = vErrors;
return errors === 0;
}

const v103: Validator<T.FileChangeRequestApprovalParams> = validate744;
const schema378 = {"$id":"https://mwh.invalid/serverRequestParams/v103.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/FileChangeRequestApprovalParams"};
const schema379 = {"properties":{"grantRoot":{"type":["string","null"]},"itemId":{"type":"string"},"reason":{"type":["string","null"]},"startedAtMs":{"format":"int64","type":"integer"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["itemId","startedAtMs","threadId","turnId"],"type":"object"};

function validate745(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.itemId === undefined) && (missing0 = "itemId")) || ((data.startedAtMs === undefined) && (missing0 = "startedAtMs"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate745.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.grantRoot !== undefined){
let data0 = data.grantRoot;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate745.errors = [{instancePath:instancePath+"/grantRoot",schemaPath:"#/properties/grantRoot/type",keyword:"type",params:{type: schema379.properties.grantRoot.type}}];
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
validate745.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "string"}}];
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
validate745.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: schema379.properties.reason.type}}];
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
validate745.errors = [{instancePath:instancePath+"/startedAtMs",schemaPath:"#/properties/startedAtMs/type",keyword:"type",params:{type: "integer"}}];
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
validate745.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate745.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate745.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate745.errors = vErrors;
return errors === 0;
}


function validate744(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverRequestParams/v103.json" */;
let vErrors = null;
let errors = 0;
if(!(validate745(data, instancePath))){
vErrors = vErrors === null ? validate745.errors : vErrors.concat(validate745.errors);
errors = vErrors.length;
}
validate744.errors = vErrors;
return errors === 0;
}

const v104: Validator<T.FileChangeRequestApprovalResponse> = validate747;
const schema380 = {"$id":"https://mwh.invalid/serverRequestResponse/v104.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/FileChangeRequestApprovalResponse"};
const schema381 = {"properties":{"decision":{"$ref":"#/definitions/FileChangeApprovalDecision"}},"required":["decision"],"type":"object"};
const schema382 = {"oneOf":[{"enum":["accept"],"type":"string"},{"enum":["acceptForSession"],"type":"string"},{"enum":["decline"],"type":"string"},{"enum":["cancel"],"type":"string"}]};

function validate749(data, instancePath=""){
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
const err1 = {instancePath,schemaPath:"#/oneOf/0/enum",keyword:"enum",params:{allowedValues: schema382.oneOf[0].enum}};
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
const err3 = {instancePath,schemaPath:"#/oneOf/1/enum",keyword:"enum",params:{allowedValues: schema382.oneOf[1].enum}};
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
if(typeof data !== "string"){
const err4 = {instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(data === "decline")){
const err5 = {instancePath,schemaPath:"#/oneOf/2/enum",keyword:"enum",params:{allowedValues: schema382.oneOf[2].enum}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
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
const _errs7 = errors;
if(typeof data !== "string"){
const err6 = {instancePath,schemaPath:"#/oneOf/3/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(data === "cancel")){
const err7 = {instancePath,schemaPath:"#/oneOf/3/enum",keyword:"enum",params:{allowedValues: schema382.oneOf[3].enum}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs7 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid0 = true;
passing0 = 3;
}
}
}
}
if(!valid0){
const err8 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate749.errors = vErrors;
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
validate749.errors = vErrors;
return errors === 0;
}


function validate748(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.decision === undefined) && (missing0 = "decision")){
validate748.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.decision !== undefined){
if(!(validate749(data.decision, instancePath+"/decision"))){
vErrors = vErrors === null ? validate749.errors : vErrors.concat(validate749.errors);
errors = vErrors.length;
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
/*# sourceURL="https://mwh.invalid/serverRequestResponse/v104.json" */;
let vErrors = null;
let errors = 0;
if(!(validate748(data, instancePath))){
vErrors = vErrors === null ? validate748.errors : vErrors.concat(validate748.errors);
errors = vErrors.length;
}
validate747.errors = vErrors;
return errors === 0;
}

const v105: Validator<T.ToolRequestUserInputParams> = validate752;
const schema383 = {"$id":"https://mwh.invalid/serverRequestParams/v105.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/ToolRequestUserInputParams"};
const schema384 = {"properties":{"autoResolutionMs":{"format":"uint64","minimum":0,"type":["integer","null"]},"isBlocking":{"type":"boolean"},"itemId":{"type":"string"},"questions":{"items":{"$ref":"#/definitions/ToolRequestUserInputQuestion"},"type":"array"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["isBlocking","itemId","questions","threadId","turnId"],"type":"object"};
const schema385 = {"properties":{"header":{"type":"string"},"id":{"type":"string"},"isOther":{"type":"boolean"},"isSecret":{"type":"boolean"},"options":{"items":{"$ref":"#/definitions/ToolRequestUserInputOption"},"type":["array","null"]},"question":{"type":"string"}},"required":["header","id","question"],"type":"object"};
const schema386 = {"properties":{"description":{"type":"string"},"label":{"type":"string"}},"required":["description","label"],"type":"object"};

function validate755(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.description === undefined) && (missing0 = "description")) || ((data.label === undefined) && (missing0 = "label"))){
validate755.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.description !== undefined){
const _errs1 = errors;
if(typeof data.description !== "string"){
validate755.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"}}];
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
validate755.errors = [{instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"}}];
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
validate755.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate755.errors = vErrors;
return errors === 0;
}


function validate754(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.header === undefined) && (missing0 = "header")) || ((data.id === undefined) && (missing0 = "id"))) || ((data.question === undefined) && (missing0 = "question"))){
validate754.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.header !== undefined){
const _errs1 = errors;
if(typeof data.header !== "string"){
validate754.errors = [{instancePath:instancePath+"/header",schemaPath:"#/properties/header/type",keyword:"type",params:{type: "string"}}];
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
validate754.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}}];
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
validate754.errors = [{instancePath:instancePath+"/isOther",schemaPath:"#/properties/isOther/type",keyword:"type",params:{type: "boolean"}}];
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
validate754.errors = [{instancePath:instancePath+"/isSecret",schemaPath:"#/properties/isSecret/type",keyword:"type",params:{type: "boolean"}}];
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
validate754.errors = [{instancePath:instancePath+"/options",schemaPath:"#/properties/options/type",keyword:"type",params:{type: schema385.properties.options.type}}];
return false;
}
if(errors === _errs9){
if(Array.isArray(data4)){
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs11 = errors;
if(!(validate755(data4[i0], instancePath+"/options/" + i0))){
vErrors = vErrors === null ? validate755.errors : vErrors.concat(validate755.errors);
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
validate754.errors = [{instancePath:instancePath+"/question",schemaPath:"#/properties/question/type",keyword:"type",params:{type: "string"}}];
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
if((((((data.isBlocking === undefined) && (missing0 = "isBlocking")) || ((data.itemId === undefined) && (missing0 = "itemId"))) || ((data.questions === undefined) && (missing0 = "questions"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate753.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.autoResolutionMs !== undefined){
let data0 = data.autoResolutionMs;
const _errs1 = errors;
if((!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))) && (data0 !== null)){
validate753.errors = [{instancePath:instancePath+"/autoResolutionMs",schemaPath:"#/properties/autoResolutionMs/type",keyword:"type",params:{type: schema384.properties.autoResolutionMs.type}}];
return false;
}
if(errors === _errs1){
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
validate753.errors = [{instancePath:instancePath+"/autoResolutionMs",schemaPath:"#/properties/autoResolutionMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
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
validate753.errors = [{instancePath:instancePath+"/isBlocking",schemaPath:"#/properties/isBlocking/type",keyword:"type",params:{type: "boolean"}}];
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
validate753.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate754(data3[i0], instancePath+"/questions/" + i0))){
vErrors = vErrors === null ? validate754.errors : vErrors.concat(validate754.errors);
errors = vErrors.length;
}
var valid1 = _errs9 === errors;
if(!valid1){
break;
}
}
}
else {
validate753.errors = [{instancePath:instancePath+"/questions",schemaPath:"#/properties/questions/type",keyword:"type",params:{type: "array"}}];
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
validate753.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate753.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate753.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate753.errors = vErrors;
return errors === 0;
}


function validate752(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverRequestParams/v105.json" */;
let vErrors = null;
let errors = 0;
if(!(validate753(data, instancePath))){
vErrors = vErrors === null ? validate753.errors : vErrors.concat(validate753.errors);
errors = vErrors.length;
}
validate752.errors = vErrors;
return errors === 0;
}

const v106: Validator<T.ToolRequestUserInputResponse> = validate759;
const schema387 = {"$id":"https://mwh.invalid/serverRequestResponse/v106.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/ToolRequestUserInputResponse"};
const schema388 = {"properties":{"answers":{"additionalProperties":{"$ref":"#/definitions/ToolRequestUserInputAnswer"},"type":"object"}},"required":["answers"],"type":"object"};
const schema389 = {"properties":{"answers":{"items":{"type":"string"},"type":"array"}},"required":["answers"],"type":"object"};

function validate761(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.answers === undefined) && (missing0 = "answers")){
validate761.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
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
validate761.errors = [{instancePath:instancePath+"/answers/" + i0,schemaPath:"#/properties/answers/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate761.errors = [{instancePath:instancePath+"/answers",schemaPath:"#/properties/answers/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
}
}
}
else {
validate761.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate761.errors = vErrors;
return errors === 0;
}


function validate760(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.answers === undefined) && (missing0 = "answers")){
validate760.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
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
if(!(validate761(data0[key0], instancePath+"/answers/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")))){
vErrors = vErrors === null ? validate761.errors : vErrors.concat(validate761.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate760.errors = [{instancePath:instancePath+"/answers",schemaPath:"#/properties/answers/type",keyword:"type",params:{type: "object"}}];
return false;
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


function validate759(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverRequestResponse/v106.json" */;
let vErrors = null;
let errors = 0;
if(!(validate760(data, instancePath))){
vErrors = vErrors === null ? validate760.errors : vErrors.concat(validate760.errors);
errors = vErrors.length;
}
validate759.errors = vErrors;
return errors === 0;
}

const v107: Validator<T.McpServerElicitationRequestParams> = validate764;
const schema390 = {"$id":"https://mwh.invalid/serverRequestParams/v107.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/McpServerElicitationRequestParams"};
const schema391 = {"oneOf":[{"properties":{"_meta":true,"message":{"type":"string"},"mode":{"enum":["form"],"type":"string"},"requestedSchema":{"$ref":"#/definitions/McpElicitationSchema"}},"required":["message","mode","requestedSchema"],"type":"object"},{"properties":{"_meta":true,"message":{"type":"string"},"mode":{"enum":["openai/form"],"type":"string"},"requestedSchema":true},"required":["message","mode","requestedSchema"],"type":"object"},{"properties":{"_meta":true,"message":{"type":"string"},"mode":{"enum":["openaiForm"],"type":"string"},"requestedSchema":true},"required":["message","mode","requestedSchema"],"type":"object"},{"properties":{"_meta":true,"elicitationId":{"type":"string"},"message":{"type":"string"},"mode":{"enum":["url"],"type":"string"},"url":{"type":"string"}},"required":["elicitationId","message","mode","url"],"type":"object"}],"properties":{"environmentId":{"type":["string","null"]},"serverName":{"type":"string"},"threadId":{"type":"string"},"turnId":{"type":["string","null"]}},"required":["serverName","threadId"],"type":"object","discriminator":{"propertyName":"mode"}};
const schema392 = {"properties":{"$schema":{"type":["string","null"]},"properties":{"additionalProperties":{"$ref":"#/definitions/McpElicitationPrimitiveSchema"},"type":"object"},"required":{"items":{"type":"string"},"type":["array","null"]},"type":{"$ref":"#/definitions/McpElicitationObjectType"}},"required":["properties","type"],"type":"object"};
const schema393 = {"anyOf":[{"$ref":"#/definitions/McpElicitationEnumSchema"},{"$ref":"#/definitions/McpElicitationStringSchema"},{"$ref":"#/definitions/McpElicitationNumberSchema"},{"$ref":"#/definitions/McpElicitationBooleanSchema"}]};
const schema394 = {"anyOf":[{"$ref":"#/definitions/McpElicitationSingleSelectEnumSchema"},{"$ref":"#/definitions/McpElicitationMultiSelectEnumSchema"},{"$ref":"#/definitions/McpElicitationLegacyTitledEnumSchema"}]};
const schema395 = {"anyOf":[{"$ref":"#/definitions/McpElicitationUntitledSingleSelectEnumSchema"},{"$ref":"#/definitions/McpElicitationTitledSingleSelectEnumSchema"}]};
const schema396 = {"properties":{"default":{"type":["string","null"]},"description":{"type":["string","null"]},"enum":{"items":{"type":"string"},"type":"array"},"title":{"type":["string","null"]},"type":{"$ref":"#/definitions/McpElicitationStringType"}},"required":["enum","type"],"type":"object"};
const schema397 = {"enum":["string"],"type":"string"};

function validate771(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate771.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data === "string")){
validate771.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema397.enum}}];
return false;
}
validate771.errors = vErrors;
return errors === 0;
}


function validate770(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.enum === undefined) && (missing0 = "enum")) || ((data.type === undefined) && (missing0 = "type"))){
validate770.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.default !== undefined){
let data0 = data.default;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate770.errors = [{instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: schema396.properties.default.type}}];
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
validate770.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema396.properties.description.type}}];
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
validate770.errors = [{instancePath:instancePath+"/enum/" + i0,schemaPath:"#/properties/enum/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate770.errors = [{instancePath:instancePath+"/enum",schemaPath:"#/properties/enum/type",keyword:"type",params:{type: "array"}}];
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
validate770.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: schema396.properties.title.type}}];
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
if(!(validate771(data.type, instancePath+"/type"))){
vErrors = vErrors === null ? validate771.errors : vErrors.concat(validate771.errors);
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
validate770.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate770.errors = vErrors;
return errors === 0;
}

const schema398 = {"properties":{"default":{"type":["string","null"]},"description":{"type":["string","null"]},"oneOf":{"items":{"$ref":"#/definitions/McpElicitationConstOption"},"type":"array"},"title":{"type":["string","null"]},"type":{"$ref":"#/definitions/McpElicitationStringType"}},"required":["oneOf","type"],"type":"object"};
const schema399 = {"properties":{"const":{"type":"string"},"title":{"type":"string"}},"required":["const","title"],"type":"object"};

function validate775(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.const === undefined) && (missing0 = "const")) || ((data.title === undefined) && (missing0 = "title"))){
validate775.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.const !== undefined){
const _errs1 = errors;
if(typeof data.const !== "string"){
validate775.errors = [{instancePath:instancePath+"/const",schemaPath:"#/properties/const/type",keyword:"type",params:{type: "string"}}];
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
validate775.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"}}];
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
validate775.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate775.errors = vErrors;
return errors === 0;
}


function validate774(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.oneOf === undefined) && (missing0 = "oneOf")) || ((data.type === undefined) && (missing0 = "type"))){
validate774.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.default !== undefined){
let data0 = data.default;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate774.errors = [{instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: schema398.properties.default.type}}];
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
validate774.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema398.properties.description.type}}];
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
if(!(validate775(data2[i0], instancePath+"/oneOf/" + i0))){
vErrors = vErrors === null ? validate775.errors : vErrors.concat(validate775.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate774.errors = [{instancePath:instancePath+"/oneOf",schemaPath:"#/properties/oneOf/type",keyword:"type",params:{type: "array"}}];
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
validate774.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: schema398.properties.title.type}}];
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
if(!(validate771(data.type, instancePath+"/type"))){
vErrors = vErrors === null ? validate771.errors : vErrors.concat(validate771.errors);
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
validate774.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate774.errors = vErrors;
return errors === 0;
}


function validate769(data, instancePath=""){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate770(data, instancePath))){
vErrors = vErrors === null ? validate770.errors : vErrors.concat(validate770.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(!(validate774(data, instancePath))){
vErrors = vErrors === null ? validate774.errors : vErrors.concat(validate774.errors);
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
validate769.errors = vErrors;
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
validate769.errors = vErrors;
return errors === 0;
}

const schema400 = {"anyOf":[{"$ref":"#/definitions/McpElicitationUntitledMultiSelectEnumSchema"},{"$ref":"#/definitions/McpElicitationTitledMultiSelectEnumSchema"}]};
const schema401 = {"properties":{"default":{"items":{"type":"string"},"type":["array","null"]},"description":{"type":["string","null"]},"items":{"$ref":"#/definitions/McpElicitationUntitledEnumItems"},"maxItems":{"format":"uint64","minimum":0,"type":["integer","null"]},"minItems":{"format":"uint64","minimum":0,"type":["integer","null"]},"title":{"type":["string","null"]},"type":{"$ref":"#/definitions/McpElicitationArrayType"}},"required":["items","type"],"type":"object"};
const schema402 = {"properties":{"enum":{"items":{"type":"string"},"type":"array"},"type":{"$ref":"#/definitions/McpElicitationStringType"}},"required":["enum","type"],"type":"object"};

function validate782(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.enum === undefined) && (missing0 = "enum")) || ((data.type === undefined) && (missing0 = "type"))){
validate782.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
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
validate782.errors = [{instancePath:instancePath+"/enum/" + i0,schemaPath:"#/properties/enum/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate782.errors = [{instancePath:instancePath+"/enum",schemaPath:"#/properties/enum/type",keyword:"type",params:{type: "array"}}];
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
if(!(validate771(data.type, instancePath+"/type"))){
vErrors = vErrors === null ? validate771.errors : vErrors.concat(validate771.errors);
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
validate782.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate782.errors = vErrors;
return errors === 0;
}

const schema403 = {"enum":["array"],"type":"string"};

function validate785(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate785.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data === "array")){
validate785.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema403.enum}}];
return false;
}
validate785.errors = vErrors;
return errors === 0;
}


function validate781(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.items === undefined) && (missing0 = "items")) || ((data.type === undefined) && (missing0 = "type"))){
validate781.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.default !== undefined){
let data0 = data.default;
const _errs1 = errors;
if((!(Array.isArray(data0))) && (data0 !== null)){
validate781.errors = [{instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: schema401.properties.default.type}}];
return false;
}
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(typeof data0[i0] !== "string"){
validate781.errors = [{instancePath:instancePath+"/default/" + i0,schemaPath:"#/properties/default/items/type",keyword:"type",params:{type: "string"}}];
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
validate781.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema401.properties.description.type}}];
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
if(!(validate782(data.items, instancePath+"/items"))){
vErrors = vErrors === null ? validate782.errors : vErrors.concat(validate782.errors);
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
validate781.errors = [{instancePath:instancePath+"/maxItems",schemaPath:"#/properties/maxItems/type",keyword:"type",params:{type: schema401.properties.maxItems.type}}];
return false;
}
if(errors === _errs8){
if(typeof data4 == "number"){
if(data4 < 0 || isNaN(data4)){
validate781.errors = [{instancePath:instancePath+"/maxItems",schemaPath:"#/properties/maxItems/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
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
validate781.errors = [{instancePath:instancePath+"/minItems",schemaPath:"#/properties/minItems/type",keyword:"type",params:{type: schema401.properties.minItems.type}}];
return false;
}
if(errors === _errs10){
if(typeof data5 == "number"){
if(data5 < 0 || isNaN(data5)){
validate781.errors = [{instancePath:instancePath+"/minItems",schemaPath:"#/properties/minItems/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
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
validate781.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: schema401.properties.title.type}}];
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
if(!(validate785(data.type, instancePath+"/type"))){
vErrors = vErrors === null ? validate785.errors : vErrors.concat(validate785.errors);
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
validate781.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate781.errors = vErrors;
return errors === 0;
}

const schema404 = {"properties":{"default":{"items":{"type":"string"},"type":["array","null"]},"description":{"type":["string","null"]},"items":{"$ref":"#/definitions/McpElicitationTitledEnumItems"},"maxItems":{"format":"uint64","minimum":0,"type":["integer","null"]},"minItems":{"format":"uint64","minimum":0,"type":["integer","null"]},"title":{"type":["string","null"]},"type":{"$ref":"#/definitions/McpElicitationArrayType"}},"required":["items","type"],"type":"object"};
const schema405 = {"properties":{"anyOf":{"items":{"$ref":"#/definitions/McpElicitationConstOption"},"type":"array"}},"required":["anyOf"],"type":"object"};

function validate789(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.anyOf === undefined) && (missing0 = "anyOf")){
validate789.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
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
if(!(validate775(data0[i0], instancePath+"/anyOf/" + i0))){
vErrors = vErrors === null ? validate775.errors : vErrors.concat(validate775.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate789.errors = [{instancePath:instancePath+"/anyOf",schemaPath:"#/properties/anyOf/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
}
}
}
else {
validate789.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate789.errors = vErrors;
return errors === 0;
}


function validate788(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.items === undefined) && (missing0 = "items")) || ((data.type === undefined) && (missing0 = "type"))){
validate788.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.default !== undefined){
let data0 = data.default;
const _errs1 = errors;
if((!(Array.isArray(data0))) && (data0 !== null)){
validate788.errors = [{instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: schema404.properties.default.type}}];
return false;
}
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(typeof data0[i0] !== "string"){
validate788.errors = [{instancePath:instancePath+"/default/" + i0,schemaPath:"#/properties/default/items/type",keyword:"type",params:{type: "string"}}];
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
validate788.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema404.properties.description.type}}];
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
if(!(validate789(data.items, instancePath+"/items"))){
vErrors = vErrors === null ? validate789.errors : vErrors.concat(validate789.errors);
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
validate788.errors = [{instancePath:instancePath+"/maxItems",schemaPath:"#/properties/maxItems/type",keyword:"type",params:{type: schema404.properties.maxItems.type}}];
return false;
}
if(errors === _errs8){
if(typeof data4 == "number"){
if(data4 < 0 || isNaN(data4)){
validate788.errors = [{instancePath:instancePath+"/maxItems",schemaPath:"#/properties/maxItems/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
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
validate788.errors = [{instancePath:instancePath+"/minItems",schemaPath:"#/properties/minItems/type",keyword:"type",params:{type: schema404.properties.minItems.type}}];
return false;
}
if(errors === _errs10){
if(typeof data5 == "number"){
if(data5 < 0 || isNaN(data5)){
validate788.errors = [{instancePath:instancePath+"/minItems",schemaPath:"#/properties/minItems/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
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
validate788.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: schema404.properties.title.type}}];
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
if(!(validate785(data.type, instancePath+"/type"))){
vErrors = vErrors === null ? validate785.errors : vErrors.concat(validate785.errors);
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
validate788.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate788.errors = vErrors;
return errors === 0;
}


function validate780(data, instancePath=""){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate781(data, instancePath))){
vErrors = vErrors === null ? validate781.errors : vErrors.concat(validate781.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(!(validate788(data, instancePath))){
vErrors = vErrors === null ? validate788.errors : vErrors.concat(validate788.errors);
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
validate780.errors = vErrors;
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
validate780.errors = vErrors;
return errors === 0;
}

const schema406 = {"properties":{"default":{"type":["string","null"]},"description":{"type":["string","null"]},"enum":{"items":{"type":"string"},"type":"array"},"enumNames":{"items":{"type":"string"},"type":["array","null"]},"title":{"type":["string","null"]},"type":{"$ref":"#/definitions/McpElicitationStringType"}},"required":["enum","type"],"type":"object"};

function validate795(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.enum === undefined) && (missing0 = "enum")) || ((data.type === undefined) && (missing0 = "type"))){
validate795.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.default !== undefined){
let data0 = data.default;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate795.errors = [{instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: schema406.properties.default.type}}];
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
validate795.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema406.properties.description.type}}];
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
validate795.errors = [{instancePath:instancePath+"/enum/" + i0,schemaPath:"#/properties/enum/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate795.errors = [{instancePath:instancePath+"/enum",schemaPath:"#/properties/enum/type",keyword:"type",params:{type: "array"}}];
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
validate795.errors = [{instancePath:instancePath+"/enumNames",schemaPath:"#/properties/enumNames/type",keyword:"type",params:{type: schema406.properties.enumNames.type}}];
return false;
}
if(errors === _errs9){
if(Array.isArray(data4)){
var valid2 = true;
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
const _errs11 = errors;
if(typeof data4[i1] !== "string"){
validate795.errors = [{instancePath:instancePath+"/enumNames/" + i1,schemaPath:"#/properties/enumNames/items/type",keyword:"type",params:{type: "string"}}];
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
validate795.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: schema406.properties.title.type}}];
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
if(!(validate771(data.type, instancePath+"/type"))){
vErrors = vErrors === null ? validate771.errors : vErrors.concat(validate771.errors);
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
validate795.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate795.errors = vErrors;
return errors === 0;
}


function validate768(data, instancePath=""){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate769(data, instancePath))){
vErrors = vErrors === null ? validate769.errors : vErrors.concat(validate769.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(!(validate780(data, instancePath))){
vErrors = vErrors === null ? validate780.errors : vErrors.concat(validate780.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(!(validate795(data, instancePath))){
vErrors = vErrors === null ? validate795.errors : vErrors.concat(validate795.errors);
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
validate768.errors = vErrors;
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
validate768.errors = vErrors;
return errors === 0;
}

const schema407 = {"properties":{"default":{"type":["string","null"]},"description":{"type":["string","null"]},"format":{"if":{"type":"null"},"else":{"$ref":"#/definitions/McpElicitationStringFormat"}},"maxLength":{"format":"uint32","minimum":0,"type":["integer","null"]},"minLength":{"format":"uint32","minimum":0,"type":["integer","null"]},"title":{"type":["string","null"]},"type":{"$ref":"#/definitions/McpElicitationStringType"}},"required":["type"],"type":"object"};
const schema408 = {"enum":["email","uri","date","date-time"],"type":"string"};

function validate800(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate800.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data === "email") || (data === "uri")) || (data === "date")) || (data === "date-time"))){
validate800.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema408.enum}}];
return false;
}
validate800.errors = vErrors;
return errors === 0;
}


function validate799(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate799.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.default !== undefined){
let data0 = data.default;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate799.errors = [{instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: schema407.properties.default.type}}];
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
validate799.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema407.properties.description.type}}];
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
if(!(validate800(data2, instancePath+"/format"))){
vErrors = vErrors === null ? validate800.errors : vErrors.concat(validate800.errors);
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
validate799.errors = vErrors;
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
validate799.errors = [{instancePath:instancePath+"/maxLength",schemaPath:"#/properties/maxLength/type",keyword:"type",params:{type: schema407.properties.maxLength.type}}];
return false;
}
if(errors === _errs10){
if(typeof data3 == "number"){
if(data3 < 0 || isNaN(data3)){
validate799.errors = [{instancePath:instancePath+"/maxLength",schemaPath:"#/properties/maxLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
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
validate799.errors = [{instancePath:instancePath+"/minLength",schemaPath:"#/properties/minLength/type",keyword:"type",params:{type: schema407.properties.minLength.type}}];
return false;
}
if(errors === _errs12){
if(typeof data4 == "number"){
if(data4 < 0 || isNaN(data4)){
validate799.errors = [{instancePath:instancePath+"/minLength",schemaPath:"#/properties/minLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
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
validate799.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: schema407.properties.title.type}}];
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
if(!(validate771(data.type, instancePath+"/type"))){
vErrors = vErrors === null ? validate771.errors : vErrors.concat(validate771.errors);
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
validate799.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate799.errors = vErrors;
return errors === 0;
}

const schema409 = {"properties":{"default":{"format":"double","type":["number","null"]},"description":{"type":["string","null"]},"maximum":{"format":"double","type":["number","null"]},"minimum":{"format":"double","type":["number","null"]},"title":{"type":["string","null"]},"type":{"$ref":"#/definitions/McpElicitationNumberType"}},"required":["type"],"type":"object"};
const schema410 = {"enum":["number","integer"],"type":"string"};

function validate805(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate805.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "number") || (data === "integer"))){
validate805.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema410.enum}}];
return false;
}
validate805.errors = vErrors;
return errors === 0;
}


function validate804(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate804.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.default !== undefined){
let data0 = data.default;
const _errs1 = errors;
if((!(typeof data0 == "number")) && (data0 !== null)){
validate804.errors = [{instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: schema409.properties.default.type}}];
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
validate804.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema409.properties.description.type}}];
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
validate804.errors = [{instancePath:instancePath+"/maximum",schemaPath:"#/properties/maximum/type",keyword:"type",params:{type: schema409.properties.maximum.type}}];
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
validate804.errors = [{instancePath:instancePath+"/minimum",schemaPath:"#/properties/minimum/type",keyword:"type",params:{type: schema409.properties.minimum.type}}];
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
validate804.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: schema409.properties.title.type}}];
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
if(!(validate805(data.type, instancePath+"/type"))){
vErrors = vErrors === null ? validate805.errors : vErrors.concat(validate805.errors);
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
validate804.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate804.errors = vErrors;
return errors === 0;
}

const schema411 = {"properties":{"default":{"type":["boolean","null"]},"description":{"type":["string","null"]},"title":{"type":["string","null"]},"type":{"$ref":"#/definitions/McpElicitationBooleanType"}},"required":["type"],"type":"object"};
const schema412 = {"enum":["boolean"],"type":"string"};

function validate809(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate809.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data === "boolean")){
validate809.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema412.enum}}];
return false;
}
validate809.errors = vErrors;
return errors === 0;
}


function validate808(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate808.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.default !== undefined){
let data0 = data.default;
const _errs1 = errors;
if((typeof data0 !== "boolean") && (data0 !== null)){
validate808.errors = [{instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: schema411.properties.default.type}}];
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
validate808.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema411.properties.description.type}}];
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
validate808.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: schema411.properties.title.type}}];
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
if(!(validate809(data.type, instancePath+"/type"))){
vErrors = vErrors === null ? validate809.errors : vErrors.concat(validate809.errors);
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
validate808.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate808.errors = vErrors;
return errors === 0;
}


function validate767(data, instancePath=""){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate768(data, instancePath))){
vErrors = vErrors === null ? validate768.errors : vErrors.concat(validate768.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(!(validate799(data, instancePath))){
vErrors = vErrors === null ? validate799.errors : vErrors.concat(validate799.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(!(validate804(data, instancePath))){
vErrors = vErrors === null ? validate804.errors : vErrors.concat(validate804.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs4 = errors;
if(!(validate808(data, instancePath))){
vErrors = vErrors === null ? validate808.errors : vErrors.concat(validate808.errors);
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
validate767.errors = vErrors;
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
validate767.errors = vErrors;
return errors === 0;
}

const schema413 = {"enum":["object"],"type":"string"};

function validate813(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate813.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data === "object")){
validate813.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema413.enum}}];
return false;
}
validate813.errors = vErrors;
return errors === 0;
}


function validate766(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.properties === undefined) && (missing0 = "properties")) || ((data.type === undefined) && (missing0 = "type"))){
validate766.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.$schema !== undefined){
let data0 = data.$schema;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate766.errors = [{instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: schema392.properties.$schema.type}}];
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
if(!(validate767(data1[key0], instancePath+"/properties/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")))){
vErrors = vErrors === null ? validate767.errors : vErrors.concat(validate767.errors);
errors = vErrors.length;
}
var valid1 = _errs6 === errors;
if(!valid1){
break;
}
}
}
else {
validate766.errors = [{instancePath:instancePath+"/properties",schemaPath:"#/properties/properties/type",keyword:"type",params:{type: "object"}}];
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
validate766.errors = [{instancePath:instancePath+"/required",schemaPath:"#/properties/required/type",keyword:"type",params:{type: schema392.properties.required.type}}];
return false;
}
if(errors === _errs7){
if(Array.isArray(data3)){
var valid2 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs9 = errors;
if(typeof data3[i0] !== "string"){
validate766.errors = [{instancePath:instancePath+"/required/" + i0,schemaPath:"#/properties/required/items/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate813(data.type, instancePath+"/type"))){
vErrors = vErrors === null ? validate813.errors : vErrors.concat(validate813.errors);
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
validate766.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate766.errors = vErrors;
return errors === 0;
}


function validate765(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.serverName === undefined) && (missing0 = "serverName")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate765.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.environmentId !== undefined){
let data0 = data.environmentId;
const _errs2 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate765.errors = [{instancePath:instancePath+"/environmentId",schemaPath:"#/properties/environmentId/type",keyword:"type",params:{type: schema391.properties.environmentId.type}}];
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
validate765.errors = [{instancePath:instancePath+"/serverName",schemaPath:"#/properties/serverName/type",keyword:"type",params:{type: "string"}}];
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
validate765.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate765.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: schema391.properties.turnId.type}}];
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
const _errs10 = errors;
if(errors === _errs10){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((((data.message === undefined) && (missing1 = "message")) || ((data.mode === undefined) && (missing1 = "mode"))) || ((data.requestedSchema === undefined) && (missing1 = "requestedSchema"))){
validate765.errors = [{instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data.message !== undefined){
const _errs12 = errors;
if(typeof data.message !== "string"){
validate765.errors = [{instancePath:instancePath+"/message",schemaPath:"#/oneOf/0/properties/message/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.mode !== undefined){
let data5 = data.mode;
const _errs14 = errors;
if(typeof data5 !== "string"){
validate765.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/oneOf/0/properties/mode/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data5 === "form")){
validate765.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/oneOf/0/properties/mode/enum",keyword:"enum",params:{allowedValues: schema391.oneOf[0].properties.mode.enum}}];
return false;
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.requestedSchema !== undefined){
const _errs16 = errors;
if(!(validate766(data.requestedSchema, instancePath+"/requestedSchema"))){
vErrors = vErrors === null ? validate766.errors : vErrors.concat(validate766.errors);
errors = vErrors.length;
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate765.errors = [{instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "openai/form"){
const _errs17 = errors;
if(errors === _errs17){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((((data.message === undefined) && (missing2 = "message")) || ((data.mode === undefined) && (missing2 = "mode"))) || ((data.requestedSchema === undefined) && (missing2 = "requestedSchema"))){
validate765.errors = [{instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
if(data.message !== undefined){
const _errs19 = errors;
if(typeof data.message !== "string"){
validate765.errors = [{instancePath:instancePath+"/message",schemaPath:"#/oneOf/1/properties/message/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid5 = _errs19 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.mode !== undefined){
let data8 = data.mode;
const _errs21 = errors;
if(typeof data8 !== "string"){
validate765.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/oneOf/1/properties/mode/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data8 === "openai/form")){
validate765.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/oneOf/1/properties/mode/enum",keyword:"enum",params:{allowedValues: schema391.oneOf[1].properties.mode.enum}}];
return false;
}
var valid5 = _errs21 === errors;
}
else {
var valid5 = true;
}
}
}
}
else {
validate765.errors = [{instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "openaiForm"){
const _errs23 = errors;
if(errors === _errs23){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((((data.message === undefined) && (missing3 = "message")) || ((data.mode === undefined) && (missing3 = "mode"))) || ((data.requestedSchema === undefined) && (missing3 = "requestedSchema"))){
validate765.errors = [{instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: missing3}}];
return false;
}
else {
if(data.message !== undefined){
const _errs25 = errors;
if(typeof data.message !== "string"){
validate765.errors = [{instancePath:instancePath+"/message",schemaPath:"#/oneOf/2/properties/message/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid7 = _errs25 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data.mode !== undefined){
let data10 = data.mode;
const _errs27 = errors;
if(typeof data10 !== "string"){
validate765.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/oneOf/2/properties/mode/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data10 === "openaiForm")){
validate765.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/oneOf/2/properties/mode/enum",keyword:"enum",params:{allowedValues: schema391.oneOf[2].properties.mode.enum}}];
return false;
}
var valid7 = _errs27 === errors;
}
else {
var valid7 = true;
}
}
}
}
else {
validate765.errors = [{instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "url"){
const _errs29 = errors;
if(errors === _errs29){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if(((((data.elicitationId === undefined) && (missing4 = "elicitationId")) || ((data.message === undefined) && (missing4 = "message"))) || ((data.mode === undefined) && (missing4 = "mode"))) || ((data.url === undefined) && (missing4 = "url"))){
validate765.errors = [{instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: missing4}}];
return false;
}
else {
if(data.elicitationId !== undefined){
const _errs31 = errors;
if(typeof data.elicitationId !== "string"){
validate765.errors = [{instancePath:instancePath+"/elicitationId",schemaPath:"#/oneOf/3/properties/elicitationId/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid9 = _errs31 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data.message !== undefined){
const _errs33 = errors;
if(typeof data.message !== "string"){
validate765.errors = [{instancePath:instancePath+"/message",schemaPath:"#/oneOf/3/properties/message/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid9 = _errs33 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data.mode !== undefined){
let data13 = data.mode;
const _errs35 = errors;
if(typeof data13 !== "string"){
validate765.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/oneOf/3/properties/mode/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data13 === "url")){
validate765.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/oneOf/3/properties/mode/enum",keyword:"enum",params:{allowedValues: schema391.oneOf[3].properties.mode.enum}}];
return false;
}
var valid9 = _errs35 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data.url !== undefined){
const _errs37 = errors;
if(typeof data.url !== "string"){
validate765.errors = [{instancePath:instancePath+"/url",schemaPath:"#/oneOf/3/properties/url/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid9 = _errs37 === errors;
}
else {
var valid9 = true;
}
}
}
}
}
}
else {
validate765.errors = [{instancePath,schemaPath:"#/oneOf/3/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else {
validate765.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "mode", tagValue: tag0}}];
return false;
}
}
else {
validate765.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "mode", tagValue: tag0}}];
return false;
}
}
}
}
}
}
}
else {
validate765.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate765.errors = vErrors;
return errors === 0;
}


function validate764(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverRequestParams/v107.json" */;
let vErrors = null;
let errors = 0;
if(!(validate765(data, instancePath))){
vErrors = vErrors === null ? validate765.errors : vErrors.concat(validate765.errors);
errors = vErrors.length;
}
validate764.errors = vErrors;
return errors === 0;
}

const v108: Validator<T.McpServerElicitationRequestResponse> = validate817;
const schema414 = {"$id":"https://mwh.invalid/serverRequestResponse/v108.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/McpServerElicitationRequestResponse"};
const schema415 = {"properties":{"_meta":{},"action":{"$ref":"#/definitions/McpServerElicitationAction"},"content":{}},"required":["action"],"type":"object"};
const schema416 = {"enum":["accept","decline","cancel"],"type":"string"};

function validate819(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate819.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data === "accept") || (data === "decline")) || (data === "cancel"))){
validate819.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema416.enum}}];
return false;
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
if((data.action === undefined) && (missing0 = "action")){
validate818.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.action !== undefined){
if(!(validate819(data.action, instancePath+"/action"))){
vErrors = vErrors === null ? validate819.errors : vErrors.concat(validate819.errors);
errors = vErrors.length;
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
/*# sourceURL="https://mwh.invalid/serverRequestResponse/v108.json" */;
let vErrors = null;
let errors = 0;
if(!(validate818(data, instancePath))){
vErrors = vErrors === null ? validate818.errors : vErrors.concat(validate818.errors);
errors = vErrors.length;
}
validate817.errors = vErrors;
return errors === 0;
}

const v109: Validator<T.PermissionsRequestApprovalParams> = validate822;
const schema417 = {"$id":"https://mwh.invalid/serverRequestParams/v109.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/PermissionsRequestApprovalParams"};
const schema418 = {"properties":{"cwd":{"$ref":"#/definitions/v2/LegacyAppPathString"},"environmentId":{"type":["string","null"]},"itemId":{"type":"string"},"permissions":{"$ref":"#/definitions/v2/RequestPermissionProfile"},"reason":{"type":["string","null"]},"startedAtMs":{"format":"int64","type":"integer"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["cwd","itemId","permissions","startedAtMs","threadId","turnId"],"type":"object"};

function validate823(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.cwd === undefined) && (missing0 = "cwd")) || ((data.itemId === undefined) && (missing0 = "itemId"))) || ((data.permissions === undefined) && (missing0 = "permissions"))) || ((data.startedAtMs === undefined) && (missing0 = "startedAtMs"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate823.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
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
validate823.errors = [{instancePath:instancePath+"/environmentId",schemaPath:"#/properties/environmentId/type",keyword:"type",params:{type: schema418.properties.environmentId.type}}];
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
validate823.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate424(data.permissions, instancePath+"/permissions"))){
vErrors = vErrors === null ? validate424.errors : vErrors.concat(validate424.errors);
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
validate823.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: schema418.properties.reason.type}}];
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
validate823.errors = [{instancePath:instancePath+"/startedAtMs",schemaPath:"#/properties/startedAtMs/type",keyword:"type",params:{type: "integer"}}];
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
validate823.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate823.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate823.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate823.errors = vErrors;
return errors === 0;
}


function validate822(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverRequestParams/v109.json" */;
let vErrors = null;
let errors = 0;
if(!(validate823(data, instancePath))){
vErrors = vErrors === null ? validate823.errors : vErrors.concat(validate823.errors);
errors = vErrors.length;
}
validate822.errors = vErrors;
return errors === 0;
}

const v110: Validator<T.DynamicToolCallParams> = validate827;
const schema419 = {"$id":"https://mwh.invalid/serverRequestParams/v110.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/DynamicToolCallParams"};
const schema420 = {"properties":{"arguments":true,"callId":{"type":"string"},"namespace":{"type":["string","null"]},"threadId":{"type":"string"},"tool":{"type":"string"},"turnId":{"type":"string"}},"required":["arguments","callId","threadId","tool","turnId"],"type":"object"};

function validate828(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.arguments === undefined) && (missing0 = "arguments")) || ((data.callId === undefined) && (missing0 = "callId"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.tool === undefined) && (missing0 = "tool"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate828.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.callId !== undefined){
const _errs1 = errors;
if(typeof data.callId !== "string"){
validate828.errors = [{instancePath:instancePath+"/callId",schemaPath:"#/properties/callId/type",keyword:"type",params:{type: "string"}}];
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
validate828.errors = [{instancePath:instancePath+"/namespace",schemaPath:"#/properties/namespace/type",keyword:"type",params:{type: schema420.properties.namespace.type}}];
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
validate828.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate828.errors = [{instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/type",keyword:"type",params:{type: "string"}}];
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
validate828.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate828.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate828.errors = vErrors;
return errors === 0;
}


function validate827(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverRequestParams/v110.json" */;
let vErrors = null;
let errors = 0;
if(!(validate828(data, instancePath))){
vErrors = vErrors === null ? validate828.errors : vErrors.concat(validate828.errors);
errors = vErrors.length;
}
validate827.errors = vErrors;
return errors === 0;
}

const v111: Validator<T.ChatgptAuthTokensRefreshParams> = validate830;
const schema421 = {"$id":"https://mwh.invalid/serverRequestParams/v111.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/ChatgptAuthTokensRefreshParams"};
const schema422 = {"properties":{"previousAccountId":{"type":["string","null"]},"reason":{"$ref":"#/definitions/ChatgptAuthTokensRefreshReason"}},"required":["reason"],"type":"object"};
const schema423 = {"oneOf":[{"enum":["unauthorized"],"type":"string"}]};

function validate832(data, instancePath=""){
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
const err1 = {instancePath,schemaPath:"#/oneOf/0/enum",keyword:"enum",params:{allowedValues: schema423.oneOf[0].enum}};
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
validate832.errors = vErrors;
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
validate832.errors = vErrors;
return errors === 0;
}


function validate831(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.reason === undefined) && (missing0 = "reason")){
validate831.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.previousAccountId !== undefined){
let data0 = data.previousAccountId;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate831.errors = [{instancePath:instancePath+"/previousAccountId",schemaPath:"#/properties/previousAccountId/type",keyword:"type",params:{type: schema422.properties.previousAccountId.type}}];
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
if(!(validate832(data.reason, instancePath+"/reason"))){
vErrors = vErrors === null ? validate832.errors : vErrors.concat(validate832.errors);
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
validate831.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate831.errors = vErrors;
return errors === 0;
}


function validate830(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverRequestParams/v111.json" */;
let vErrors = null;
let errors = 0;
if(!(validate831(data, instancePath))){
vErrors = vErrors === null ? validate831.errors : vErrors.concat(validate831.errors);
errors = vErrors.length;
}
validate830.errors = vErrors;
return errors === 0;
}

const v112: Validator<T.AttestationGenerateParams> = validate835;
const schema424 = {"$id":"https://mwh.invalid/serverRequestParams/v112.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/AttestationGenerateParams"};
const schema425 = {"type":"object"};

function validate836(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(!(data && typeof data == "object" && !Array.isArray(data))){
validate836.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
validate836.errors = vErrors;
return errors === 0;
}


function validate835(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverRequestParams/v112.json" */;
let vErrors = null;
let errors = 0;
if(!(validate836(data, instancePath))){
vErrors = vErrors === null ? validate836.errors : vErrors.concat(validate836.errors);
errors = vErrors.length;
}
validate835.errors = vErrors;
return errors === 0;
}

const v113: Validator<T.ApplyPatchApprovalParams> = validate838;
const schema426 = {"$id":"https://mwh.invalid/serverRequestParams/v113.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/ApplyPatchApprovalParams"};
const schema427 = {"properties":{"callId":{"type":"string"},"conversationId":{"$ref":"#/definitions/v2/ThreadId"},"fileChanges":{"additionalProperties":{"$ref":"#/definitions/FileChange"},"type":"object"},"grantRoot":{"type":["string","null"]},"reason":{"type":["string","null"]}},"required":["callId","conversationId","fileChanges"],"type":"object"};
const schema428 = {"oneOf":[{"properties":{"content":{"type":"string"},"type":{"enum":["add"],"type":"string"}},"required":["content","type"],"type":"object"},{"properties":{"content":{"type":"string"},"type":{"enum":["delete"],"type":"string"}},"required":["content","type"],"type":"object"},{"properties":{"move_path":{"type":["string","null"]},"type":{"enum":["update"],"type":"string"},"unified_diff":{"type":"string"}},"required":["type","unified_diff"],"type":"object"}],"type":"object","discriminator":{"propertyName":"type"}};

function validate841(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "add"){
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.content === undefined) && (missing0 = "content")) || ((data.type === undefined) && (missing0 = "type"))){
validate841.errors = [{instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.content !== undefined){
const _errs4 = errors;
if(typeof data.content !== "string"){
validate841.errors = [{instancePath:instancePath+"/content",schemaPath:"#/oneOf/0/properties/content/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.type !== undefined){
let data1 = data.type;
const _errs6 = errors;
if(typeof data1 !== "string"){
validate841.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data1 === "add")){
validate841.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/enum",keyword:"enum",params:{allowedValues: schema428.oneOf[0].properties.type.enum}}];
return false;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate841.errors = [{instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "delete"){
const _errs8 = errors;
if(errors === _errs8){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.content === undefined) && (missing1 = "content")) || ((data.type === undefined) && (missing1 = "type"))){
validate841.errors = [{instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data.content !== undefined){
const _errs10 = errors;
if(typeof data.content !== "string"){
validate841.errors = [{instancePath:instancePath+"/content",schemaPath:"#/oneOf/1/properties/content/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid4 = _errs10 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.type !== undefined){
let data3 = data.type;
const _errs12 = errors;
if(typeof data3 !== "string"){
validate841.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data3 === "delete")){
validate841.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/enum",keyword:"enum",params:{allowedValues: schema428.oneOf[1].properties.type.enum}}];
return false;
}
var valid4 = _errs12 === errors;
}
else {
var valid4 = true;
}
}
}
}
else {
validate841.errors = [{instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "update"){
const _errs14 = errors;
if(errors === _errs14){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if(((data.type === undefined) && (missing2 = "type")) || ((data.unified_diff === undefined) && (missing2 = "unified_diff"))){
validate841.errors = [{instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
if(data.move_path !== undefined){
let data4 = data.move_path;
const _errs16 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate841.errors = [{instancePath:instancePath+"/move_path",schemaPath:"#/oneOf/2/properties/move_path/type",keyword:"type",params:{type: schema428.oneOf[2].properties.move_path.type}}];
return false;
}
var valid6 = _errs16 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.type !== undefined){
let data5 = data.type;
const _errs18 = errors;
if(typeof data5 !== "string"){
validate841.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/2/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data5 === "update")){
validate841.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/2/properties/type/enum",keyword:"enum",params:{allowedValues: schema428.oneOf[2].properties.type.enum}}];
return false;
}
var valid6 = _errs18 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.unified_diff !== undefined){
const _errs20 = errors;
if(typeof data.unified_diff !== "string"){
validate841.errors = [{instancePath:instancePath+"/unified_diff",schemaPath:"#/oneOf/2/properties/unified_diff/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid6 = _errs20 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
else {
validate841.errors = [{instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else {
validate841.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate841.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate841.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate841.errors = vErrors;
return errors === 0;
}


function validate839(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.callId === undefined) && (missing0 = "callId")) || ((data.conversationId === undefined) && (missing0 = "conversationId"))) || ((data.fileChanges === undefined) && (missing0 = "fileChanges"))){
validate839.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.callId !== undefined){
const _errs1 = errors;
if(typeof data.callId !== "string"){
validate839.errors = [{instancePath:instancePath+"/callId",schemaPath:"#/properties/callId/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate78(data.conversationId, instancePath+"/conversationId"))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
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
if(!(validate841(data2[key0], instancePath+"/fileChanges/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")))){
vErrors = vErrors === null ? validate841.errors : vErrors.concat(validate841.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate839.errors = [{instancePath:instancePath+"/fileChanges",schemaPath:"#/properties/fileChanges/type",keyword:"type",params:{type: "object"}}];
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
validate839.errors = [{instancePath:instancePath+"/grantRoot",schemaPath:"#/properties/grantRoot/type",keyword:"type",params:{type: schema427.properties.grantRoot.type}}];
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
validate839.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: schema427.properties.reason.type}}];
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
validate839.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate839.errors = vErrors;
return errors === 0;
}


function validate838(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverRequestParams/v113.json" */;
let vErrors = null;
let errors = 0;
if(!(validate839(data, instancePath))){
vErrors = vErrors === null ? validate839.errors : vErrors.concat(validate839.errors);
errors = vErrors.length;
}
validate838.errors = vErrors;
return errors === 0;
}

const v114: Validator<T.ExecCommandApprovalParams> = validate844;
const schema429 = {"$id":"https://mwh.invalid/serverRequestParams/v114.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/ExecCommandApprovalParams"};
const schema430 = {"properties":{"approvalId":{"type":["string","null"]},"callId":{"type":"string"},"command":{"items":{"type":"string"},"type":"array"},"conversationId":{"$ref":"#/definitions/v2/ThreadId"},"cwd":{"type":"string"},"parsedCmd":{"items":{"$ref":"#/definitions/ParsedCommand"},"type":"array"},"reason":{"type":["string","null"]}},"required":["callId","command","conversationId","cwd","parsedCmd"],"type":"object"};
const schema431 = {"oneOf":[{"properties":{"cmd":{"type":"string"},"name":{"type":"string"},"path":{"type":"string"},"type":{"enum":["read"],"type":"string"}},"required":["cmd","name","path","type"],"type":"object"},{"properties":{"cmd":{"type":"string"},"path":{"type":["string","null"]},"type":{"enum":["list_files"],"type":"string"}},"required":["cmd","type"],"type":"object"},{"properties":{"cmd":{"type":"string"},"path":{"type":["string","null"]},"query":{"type":["string","null"]},"type":{"enum":["search"],"type":"string"}},"required":["cmd","type"],"type":"object"},{"properties":{"cmd":{"type":"string"},"type":{"enum":["unknown"],"type":"string"}},"required":["cmd","type"],"type":"object"}],"type":"object","discriminator":{"propertyName":"type"}};

function validate847(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "read"){
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.cmd === undefined) && (missing0 = "cmd")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.path === undefined) && (missing0 = "path"))) || ((data.type === undefined) && (missing0 = "type"))){
validate847.errors = [{instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.cmd !== undefined){
const _errs4 = errors;
if(typeof data.cmd !== "string"){
validate847.errors = [{instancePath:instancePath+"/cmd",schemaPath:"#/oneOf/0/properties/cmd/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.name !== undefined){
const _errs6 = errors;
if(typeof data.name !== "string"){
validate847.errors = [{instancePath:instancePath+"/name",schemaPath:"#/oneOf/0/properties/name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.path !== undefined){
const _errs8 = errors;
if(typeof data.path !== "string"){
validate847.errors = [{instancePath:instancePath+"/path",schemaPath:"#/oneOf/0/properties/path/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.type !== undefined){
let data3 = data.type;
const _errs10 = errors;
if(typeof data3 !== "string"){
validate847.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data3 === "read")){
validate847.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/enum",keyword:"enum",params:{allowedValues: schema431.oneOf[0].properties.type.enum}}];
return false;
}
var valid2 = _errs10 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
else {
validate847.errors = [{instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "list_files"){
const _errs12 = errors;
if(errors === _errs12){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.cmd === undefined) && (missing1 = "cmd")) || ((data.type === undefined) && (missing1 = "type"))){
validate847.errors = [{instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data.cmd !== undefined){
const _errs14 = errors;
if(typeof data.cmd !== "string"){
validate847.errors = [{instancePath:instancePath+"/cmd",schemaPath:"#/oneOf/1/properties/cmd/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid4 = _errs14 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.path !== undefined){
let data5 = data.path;
const _errs16 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate847.errors = [{instancePath:instancePath+"/path",schemaPath:"#/oneOf/1/properties/path/type",keyword:"type",params:{type: schema431.oneOf[1].properties.path.type}}];
return false;
}
var valid4 = _errs16 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.type !== undefined){
let data6 = data.type;
const _errs18 = errors;
if(typeof data6 !== "string"){
validate847.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data6 === "list_files")){
validate847.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/enum",keyword:"enum",params:{allowedValues: schema431.oneOf[1].properties.type.enum}}];
return false;
}
var valid4 = _errs18 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
else {
validate847.errors = [{instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "search"){
const _errs20 = errors;
if(errors === _errs20){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if(((data.cmd === undefined) && (missing2 = "cmd")) || ((data.type === undefined) && (missing2 = "type"))){
validate847.errors = [{instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
if(data.cmd !== undefined){
const _errs22 = errors;
if(typeof data.cmd !== "string"){
validate847.errors = [{instancePath:instancePath+"/cmd",schemaPath:"#/oneOf/2/properties/cmd/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid6 = _errs22 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.path !== undefined){
let data8 = data.path;
const _errs24 = errors;
if((typeof data8 !== "string") && (data8 !== null)){
validate847.errors = [{instancePath:instancePath+"/path",schemaPath:"#/oneOf/2/properties/path/type",keyword:"type",params:{type: schema431.oneOf[2].properties.path.type}}];
return false;
}
var valid6 = _errs24 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.query !== undefined){
let data9 = data.query;
const _errs26 = errors;
if((typeof data9 !== "string") && (data9 !== null)){
validate847.errors = [{instancePath:instancePath+"/query",schemaPath:"#/oneOf/2/properties/query/type",keyword:"type",params:{type: schema431.oneOf[2].properties.query.type}}];
return false;
}
var valid6 = _errs26 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.type !== undefined){
let data10 = data.type;
const _errs28 = errors;
if(typeof data10 !== "string"){
validate847.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/2/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data10 === "search")){
validate847.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/2/properties/type/enum",keyword:"enum",params:{allowedValues: schema431.oneOf[2].properties.type.enum}}];
return false;
}
var valid6 = _errs28 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
}
else {
validate847.errors = [{instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else if(tag0 === "unknown"){
const _errs30 = errors;
if(errors === _errs30){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if(((data.cmd === undefined) && (missing3 = "cmd")) || ((data.type === undefined) && (missing3 = "type"))){
validate847.errors = [{instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: missing3}}];
return false;
}
else {
if(data.cmd !== undefined){
const _errs32 = errors;
if(typeof data.cmd !== "string"){
validate847.errors = [{instancePath:instancePath+"/cmd",schemaPath:"#/oneOf/3/properties/cmd/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid8 = _errs32 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data.type !== undefined){
let data12 = data.type;
const _errs34 = errors;
if(typeof data12 !== "string"){
validate847.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/3/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data12 === "unknown")){
validate847.errors = [{instancePath:instancePath+"/type",schemaPath:"#/oneOf/3/properties/type/enum",keyword:"enum",params:{allowedValues: schema431.oneOf[3].properties.type.enum}}];
return false;
}
var valid8 = _errs34 === errors;
}
else {
var valid8 = true;
}
}
}
}
else {
validate847.errors = [{instancePath,schemaPath:"#/oneOf/3/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else {
validate847.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate847.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
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


function validate845(data, instancePath=""){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.callId === undefined) && (missing0 = "callId")) || ((data.command === undefined) && (missing0 = "command"))) || ((data.conversationId === undefined) && (missing0 = "conversationId"))) || ((data.cwd === undefined) && (missing0 = "cwd"))) || ((data.parsedCmd === undefined) && (missing0 = "parsedCmd"))){
validate845.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.approvalId !== undefined){
let data0 = data.approvalId;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate845.errors = [{instancePath:instancePath+"/approvalId",schemaPath:"#/properties/approvalId/type",keyword:"type",params:{type: schema430.properties.approvalId.type}}];
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
validate845.errors = [{instancePath:instancePath+"/callId",schemaPath:"#/properties/callId/type",keyword:"type",params:{type: "string"}}];
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
validate845.errors = [{instancePath:instancePath+"/command/" + i0,schemaPath:"#/properties/command/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate845.errors = [{instancePath:instancePath+"/command",schemaPath:"#/properties/command/type",keyword:"type",params:{type: "array"}}];
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
if(!(validate78(data.conversationId, instancePath+"/conversationId"))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
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
validate845.errors = [{instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate847(data6[i1], instancePath+"/parsedCmd/" + i1))){
vErrors = vErrors === null ? validate847.errors : vErrors.concat(validate847.errors);
errors = vErrors.length;
}
var valid2 = _errs14 === errors;
if(!valid2){
break;
}
}
}
else {
validate845.errors = [{instancePath:instancePath+"/parsedCmd",schemaPath:"#/properties/parsedCmd/type",keyword:"type",params:{type: "array"}}];
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
validate845.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: schema430.properties.reason.type}}];
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
validate845.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate845.errors = vErrors;
return errors === 0;
}


function validate844(data, instancePath=""){
/*# sourceURL="https://mwh.invalid/serverRequestParams/v114.json" */;
let vErrors = null;
let errors = 0;
if(!(validate845(data, instancePath))){
vErrors = vErrors === null ? validate845.errors : vErrors.concat(validate845.errors);
errors = vErrors.length;
}
validate844.errors = vErrors;
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
