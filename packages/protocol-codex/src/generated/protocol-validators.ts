// Validators for the messages the harness sends and reads, by method.
// Generated from the JSON Schema printed by `codex app-server generate-json-schema` of
// @openai/codex 0.171.0 (schemas/codex_app_server_protocol.schemas.json, sha256 6207620bfd8e98a0).
// Do not edit: regenerate with `pnpm gen` (node scripts/gen.mjs) in packages/protocol-codex.
// @ts-nocheck
/* eslint-disable */
import type { Validator } from '@mwh/protocol-core';
import type * as T from './protocol-types.js';

const v0: Validator<T.InitializeParams> = validate21;
const schema6 = {"$id":"https://mwh.invalid/clientRequestParams/v0.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/InitializeParams"};
const schema8 = {"properties":{"capabilities":{"anyOf":[{"$ref":"#/definitions/InitializeCapabilities"},{"type":"null"}]},"clientInfo":{"$ref":"#/definitions/ClientInfo"}},"required":["clientInfo"],"type":"object"};
const schema9 = {"properties":{"experimentalApi":{"type":"boolean"},"explicitGatewayOauth":{"type":"boolean"},"extensions":{"additionalProperties":true,"type":["object","null"]},"mcpServerOpenaiFormElicitation":{"type":"boolean"},"optOutNotificationMethods":{"items":{"type":"string"},"type":["array","null"]},"requestAttestation":{"type":"boolean"},"requiredHumanApproval":{"type":"boolean"}},"type":"object"};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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


function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
let valid1 = false;
const _errs3 = errors;
if(!(validate24(data0, {instancePath:instancePath+"/capabilities",parentData:data,parentDataProperty:"capabilities",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs4 = errors;
if(data0 !== null){
const err0 = {instancePath:instancePath+"/capabilities",schemaPath:"#/properties/capabilities/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/capabilities",schemaPath:"#/properties/capabilities/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.clientInfo !== undefined){
const _errs6 = errors;
if(!(validate26(data.clientInfo, {instancePath:instancePath+"/clientInfo",parentData:data,parentDataProperty:"clientInfo",rootData}))){
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


function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://mwh.invalid/clientRequestParams/v0.json" */;
let vErrors = null;
let errors = 0;
if(!(validate23(data, {instancePath,parentData,parentDataProperty,rootData}))){
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

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate31.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
validate31.errors = vErrors;
return errors === 0;
}


function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(validate31(data.codexHome, {instancePath:instancePath+"/codexHome",parentData:data,parentDataProperty:"codexHome",rootData}))){
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


function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://mwh.invalid/clientResponse/v1.json" */;
let vErrors = null;
let errors = 0;
if(!(validate30(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
validate29.errors = vErrors;
return errors === 0;
}

const v2: Validator<T.ThreadStartParams> = validate34;
const schema14 = {"$id":"https://mwh.invalid/clientRequestParams/v2.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadStartParams"};
const schema15 = {"properties":{"approvalPolicy":{"anyOf":[{"$ref":"#/definitions/v2/AskForApproval"},{"type":"null"}]},"approvalsReviewer":{"anyOf":[{"$ref":"#/definitions/v2/ApprovalsReviewer"},{"type":"null"}]},"baseInstructions":{"type":["string","null"]},"config":{"additionalProperties":true,"type":["object","null"]},"cwd":{"type":["string","null"]},"developerInstructions":{"type":["string","null"]},"ephemeral":{"type":["boolean","null"]},"model":{"type":["string","null"]},"modelProvider":{"type":["string","null"]},"personality":{"anyOf":[{"$ref":"#/definitions/v2/Personality"},{"type":"null"}]},"sandbox":{"anyOf":[{"$ref":"#/definitions/v2/SandboxMode"},{"type":"null"}]},"serviceName":{"type":["string","null"]},"serviceTier":{"type":["string","null"]},"sessionStartSource":{"anyOf":[{"$ref":"#/definitions/v2/ThreadStartSource"},{"type":"null"}]},"threadSource":{"anyOf":[{"$ref":"#/definitions/v2/ThreadSource"},{"type":"null"}]}},"type":"object"};
const schema16 = {"oneOf":[{"enum":["untrusted","on-request","never"],"type":"string"},{"properties":{"granular":{"properties":{"mcp_elicitations":{"type":"boolean"},"request_permissions":{"type":"boolean"},"rules":{"type":"boolean"},"sandbox_approval":{"type":"boolean"},"skill_approval":{"type":"boolean"}},"required":["mcp_elicitations","rules","sandbox_approval"],"type":"object"}},"required":["granular"],"type":"object"}]};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate46.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
validate46.errors = vErrors;
return errors === 0;
}


function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.approvalPolicy !== undefined){
let data0 = data.approvalPolicy;
const _errs1 = errors;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(!(validate36(data0, {instancePath:instancePath+"/approvalPolicy",parentData:data,parentDataProperty:"approvalPolicy",rootData}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs4 = errors;
if(data0 !== null){
const err0 = {instancePath:instancePath+"/approvalPolicy",schemaPath:"#/properties/approvalPolicy/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/approvalPolicy",schemaPath:"#/properties/approvalPolicy/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
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
let valid2 = false;
const _errs8 = errors;
if(!(validate38(data1, {instancePath:instancePath+"/approvalsReviewer",parentData:data,parentDataProperty:"approvalsReviewer",rootData}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
var _valid1 = _errs8 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const _errs9 = errors;
if(data1 !== null){
const err2 = {instancePath:instancePath+"/approvalsReviewer",schemaPath:"#/properties/approvalsReviewer/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs9 === errors;
valid2 = valid2 || _valid1;
}
if(!valid2){
const err3 = {instancePath:instancePath+"/approvalsReviewer",schemaPath:"#/properties/approvalsReviewer/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
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
let valid3 = false;
const _errs28 = errors;
if(!(validate40(data9, {instancePath:instancePath+"/personality",parentData:data,parentDataProperty:"personality",rootData}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
var _valid2 = _errs28 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const _errs29 = errors;
if(data9 !== null){
const err4 = {instancePath:instancePath+"/personality",schemaPath:"#/properties/personality/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid2 = _errs29 === errors;
valid3 = valid3 || _valid2;
}
if(!valid3){
const err5 = {instancePath:instancePath+"/personality",schemaPath:"#/properties/personality/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs27;
if(vErrors !== null){
if(_errs27){
vErrors.length = _errs27;
}
else {
vErrors = null;
}
}
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
let valid4 = false;
const _errs33 = errors;
if(!(validate42(data10, {instancePath:instancePath+"/sandbox",parentData:data,parentDataProperty:"sandbox",rootData}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
var _valid3 = _errs33 === errors;
valid4 = valid4 || _valid3;
if(!valid4){
const _errs34 = errors;
if(data10 !== null){
const err6 = {instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid3 = _errs34 === errors;
valid4 = valid4 || _valid3;
}
if(!valid4){
const err7 = {instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs32;
if(vErrors !== null){
if(_errs32){
vErrors.length = _errs32;
}
else {
vErrors = null;
}
}
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
let valid5 = false;
const _errs42 = errors;
if(!(validate44(data13, {instancePath:instancePath+"/sessionStartSource",parentData:data,parentDataProperty:"sessionStartSource",rootData}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
var _valid4 = _errs42 === errors;
valid5 = valid5 || _valid4;
if(!valid5){
const _errs43 = errors;
if(data13 !== null){
const err8 = {instancePath:instancePath+"/sessionStartSource",schemaPath:"#/properties/sessionStartSource/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid4 = _errs43 === errors;
valid5 = valid5 || _valid4;
}
if(!valid5){
const err9 = {instancePath:instancePath+"/sessionStartSource",schemaPath:"#/properties/sessionStartSource/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs41;
if(vErrors !== null){
if(_errs41){
vErrors.length = _errs41;
}
else {
vErrors = null;
}
}
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
let valid6 = false;
const _errs47 = errors;
if(!(validate46(data14, {instancePath:instancePath+"/threadSource",parentData:data,parentDataProperty:"threadSource",rootData}))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
var _valid5 = _errs47 === errors;
valid6 = valid6 || _valid5;
if(!valid6){
const _errs48 = errors;
if(data14 !== null){
const err10 = {instancePath:instancePath+"/threadSource",schemaPath:"#/properties/threadSource/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid5 = _errs48 === errors;
valid6 = valid6 || _valid5;
}
if(!valid6){
const err11 = {instancePath:instancePath+"/threadSource",schemaPath:"#/properties/threadSource/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs46;
if(vErrors !== null){
if(_errs46){
vErrors.length = _errs46;
}
else {
vErrors = null;
}
}
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


function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://mwh.invalid/clientRequestParams/v2.json" */;
let vErrors = null;
let errors = 0;
if(!(validate35(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
validate34.errors = vErrors;
return errors === 0;
}

const v3: Validator<T.ThreadStartResponse> = validate49;
const schema22 = {"$id":"https://mwh.invalid/clientResponse/v3.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadStartResponse"};
const schema23 = {"properties":{"approvalPolicy":{"$ref":"#/definitions/v2/AskForApproval"},"approvalsReviewer":{"allOf":[{"$ref":"#/definitions/v2/ApprovalsReviewer"}]},"cwd":{"$ref":"#/definitions/v2/AbsolutePathBuf"},"disabledPluginIds":{"items":{"type":"string"},"type":"array"},"instructionSources":{"items":{"$ref":"#/definitions/v2/LegacyAppPathString"},"type":"array"},"model":{"type":"string"},"modelProvider":{"type":"string"},"reasoningEffort":{"anyOf":[{"$ref":"#/definitions/v2/ReasoningEffort"},{"type":"null"}]},"sandbox":{"allOf":[{"$ref":"#/definitions/v2/SandboxPolicy"}]},"serviceTier":{"type":["string","null"]},"thread":{"$ref":"#/definitions/v2/Thread"}},"required":["approvalPolicy","approvalsReviewer","cwd","model","modelProvider","sandbox","thread"],"type":"object"};
const schema24 = {"type":"string"};

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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

function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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


function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(validate59(data.networkAccess, {instancePath:instancePath+"/networkAccess",parentData:data,parentDataProperty:"networkAccess",rootData}))){
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
if(!(validate31(data9[i0], {instancePath:instancePath+"/writableRoots/" + i0,parentData:data9,parentDataProperty:i0,rootData}))){
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

const schema28 = {"properties":{"agentNickname":{"type":["string","null"]},"agentRole":{"type":["string","null"]},"cliVersion":{"type":"string"},"createdAt":{"format":"int64","type":"integer"},"cwd":{"allOf":[{"$ref":"#/definitions/v2/AbsolutePathBuf"}]},"ephemeral":{"type":"boolean"},"forkedFromId":{"type":["string","null"]},"gitInfo":{"anyOf":[{"$ref":"#/definitions/v2/GitInfo"},{"type":"null"}]},"historyMode":{"allOf":[{"$ref":"#/definitions/v2/ThreadHistoryMode"}]},"id":{"type":"string"},"model":{"type":["string","null"]},"modelProvider":{"type":"string"},"name":{"type":["string","null"]},"originator":{"type":["string","null"]},"parentThreadId":{"type":["string","null"]},"path":{"type":["string","null"]},"preview":{"type":"string"},"projectId":{"type":["string","null"]},"reasoningEffort":{"anyOf":[{"$ref":"#/definitions/v2/ReasoningEffort"},{"type":"null"}]},"recencyAt":{"format":"int64","type":["integer","null"]},"section":{"anyOf":[{"$ref":"#/definitions/v2/ThreadSection"},{"type":"null"}]},"sectionEnteredAt":{"format":"int64","type":["integer","null"]},"sessionId":{"type":"string"},"source":{"allOf":[{"$ref":"#/definitions/v2/SessionSource"}]},"status":{"allOf":[{"$ref":"#/definitions/v2/ThreadStatus"}]},"threadSource":{"anyOf":[{"$ref":"#/definitions/v2/ThreadSource"},{"type":"null"}]},"turns":{"items":{"$ref":"#/definitions/v2/Turn"},"type":"array"},"updatedAt":{"format":"int64","type":"integer"}},"required":["cliVersion","createdAt","cwd","ephemeral","id","modelProvider","preview","projectId","sessionId","source","status","turns","updatedAt"],"type":"object"};
const schema29 = {"properties":{"branch":{"type":["string","null"]},"originUrl":{"type":["string","null"]},"sha":{"type":["string","null"]}},"type":"object"};

function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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

function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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

const schema31 = {"properties":{"appearance":{"anyOf":[{"$ref":"#/definitions/v2/ThreadSectionAppearance"},{"type":"null"}]},"id":{"type":"string"},"name":{"type":"string"}},"required":["id","name"],"type":"object"};
const schema32 = {"properties":{"color":{"type":["string","null"]},"icon":{"type":["string","null"]}},"type":"object"};

function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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


function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
let valid1 = false;
const _errs3 = errors;
if(!(validate71(data0, {instancePath:instancePath+"/appearance",parentData:data,parentDataProperty:"appearance",rootData}))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs4 = errors;
if(data0 !== null){
const err0 = {instancePath:instancePath+"/appearance",schemaPath:"#/properties/appearance/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/appearance",schemaPath:"#/properties/appearance/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
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
const schema34 = {"oneOf":[{"enum":["review","compact","memory_consolidation"],"type":"string"},{"properties":{"thread_spawn":{"properties":{"agent_nickname":{"type":["string","null"]},"agent_path":{"anyOf":[{"$ref":"#/definitions/v2/AgentPath"},{"type":"null"}]},"agent_role":{"type":["string","null"]},"depth":{"format":"int32","type":"integer"},"parent_thread_id":{"$ref":"#/definitions/v2/ThreadId"}},"required":["depth","parent_thread_id"],"type":"object"}},"required":["thread_spawn"],"type":"object"},{"properties":{"other":{"type":"string"}},"required":["other"],"type":"object"}]};
const schema35 = {"type":"string"};

function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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

function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate78.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
validate78.errors = vErrors;
return errors === 0;
}


function validate75(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
let valid3 = false;
const _errs11 = errors;
if(!(validate76(data2, {instancePath:instancePath+"/thread_spawn/agent_path",parentData:data0,parentDataProperty:"agent_path",rootData}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
var _valid1 = _errs11 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const _errs12 = errors;
if(data2 !== null){
const err5 = {instancePath:instancePath+"/thread_spawn/agent_path",schemaPath:"#/oneOf/1/properties/thread_spawn/properties/agent_path/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid1 = _errs12 === errors;
valid3 = valid3 || _valid1;
}
if(!valid3){
const err6 = {instancePath:instancePath+"/thread_spawn/agent_path",schemaPath:"#/oneOf/1/properties/thread_spawn/properties/agent_path/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
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
if(!(validate78(data0.parent_thread_id, {instancePath:instancePath+"/thread_spawn/parent_thread_id",parentData:data0,parentDataProperty:"parent_thread_id",rootData}))){
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


function validate74(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(validate75(data.subAgent, {instancePath:instancePath+"/subAgent",parentData:data,parentDataProperty:"subAgent",rootData}))){
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

function validate83(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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


function validate82(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(validate83(data3[i0], {instancePath:instancePath+"/activeFlags/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
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

const schema39 = {"properties":{"completedAt":{"format":"int64","type":["integer","null"]},"durationMs":{"format":"int64","type":["integer","null"]},"error":{"anyOf":[{"$ref":"#/definitions/v2/TurnError"},{"type":"null"}]},"id":{"type":"string"},"items":{"items":{"$ref":"#/definitions/v2/ThreadItem"},"type":"array"},"itemsView":{"allOf":[{"$ref":"#/definitions/v2/TurnItemsView"}]},"rootTurnId":{"type":["string","null"]},"startedAt":{"format":"int64","type":["integer","null"]},"status":{"$ref":"#/definitions/v2/TurnStatus"}},"required":["id","items","status"],"type":"object"};
const schema40 = {"properties":{"additionalDetails":{"type":["string","null"]},"codexErrorInfo":{"anyOf":[{"$ref":"#/definitions/v2/CodexErrorInfo"},{"type":"null"}]},"message":{"type":"string"},"misalignment":{"anyOf":[{"$ref":"#/definitions/v2/MisalignmentErrorDetails"},{"type":"null"}]}},"required":["message"],"type":"object"};
const schema41 = {"anyOf":[{"enum":["contextWindowExceeded","sessionBudgetExceeded","usageLimitExceeded","rateLimitExceeded","flexUnavailable","serverOverloaded","modelNotFound","policyCapacityUnavailable","cyberPolicy","bioPolicy","misalignmentPolicyViolation","tooManyDenials","internalServerError","unauthorized","badRequest","threadRollbackFailed","sandboxError","other"],"type":"string"},{"enum":["inferenceHookDenied"],"type":"string"},{"properties":{"httpConnectionFailed":{"properties":{"httpStatusCode":{"format":"uint16","minimum":0,"type":["integer","null"]}},"type":"object"}},"required":["httpConnectionFailed"],"type":"object"},{"properties":{"responseStreamConnectionFailed":{"properties":{"httpStatusCode":{"format":"uint16","minimum":0,"type":["integer","null"]}},"type":"object"}},"required":["responseStreamConnectionFailed"],"type":"object"},{"properties":{"responseStreamDisconnected":{"properties":{"httpStatusCode":{"format":"uint16","minimum":0,"type":["integer","null"]}},"type":"object"}},"required":["responseStreamDisconnected"],"type":"object"},{"properties":{"responseTooManyFailedAttempts":{"properties":{"httpStatusCode":{"format":"uint16","minimum":0,"type":["integer","null"]}},"type":"object"}},"required":["responseTooManyFailedAttempts"],"type":"object"},{"properties":{"activeTurnNotSteerable":{"properties":{"turnKind":{"$ref":"#/definitions/v2/NonSteerableTurnKind"}},"required":["turnKind"],"type":"object"}},"required":["activeTurnNotSteerable"],"type":"object"},{"type":["string","object"]}]};
const schema42 = {"enum":["review","compact"],"type":"string"};

function validate90(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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


function validate89(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(validate90(data8.turnKind, {instancePath:instancePath+"/activeTurnNotSteerable/turnKind",parentData:data8,parentDataProperty:"turnKind",rootData}))){
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

const schema43 = {"properties":{"detailedExplanation":{"type":["string","null"]},"errorType":{"type":["string","null"]},"reviewTarget":{"type":["string","null"]},"steer":{"anyOf":[{"$ref":"#/definitions/v2/MisalignmentSteer"},{"type":"null"}]}},"type":"object"};
const schema44 = {"properties":{"message":{"type":"string"}},"required":["message"],"type":"object"};

function validate94(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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


function validate93(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
let valid1 = false;
const _errs9 = errors;
if(!(validate94(data3, {instancePath:instancePath+"/steer",parentData:data,parentDataProperty:"steer",rootData}))){
vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
errors = vErrors.length;
}
var _valid0 = _errs9 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs10 = errors;
if(data3 !== null){
const err0 = {instancePath:instancePath+"/steer",schemaPath:"#/properties/steer/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/steer",schemaPath:"#/properties/steer/anyOf",keyword:"anyOf",params:{}};
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


function validate88(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
let valid1 = false;
const _errs5 = errors;
if(!(validate89(data1, {instancePath:instancePath+"/codexErrorInfo",parentData:data,parentDataProperty:"codexErrorInfo",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs6 = errors;
if(data1 !== null){
const err0 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"#/properties/codexErrorInfo/anyOf/1/type",keyword:"type",params:{type: "null"}};
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
}
if(!valid1){
const err1 = {instancePath:instancePath+"/codexErrorInfo",schemaPath:"#/properties/codexErrorInfo/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
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
let valid2 = false;
const _errs12 = errors;
if(!(validate93(data3, {instancePath:instancePath+"/misalignment",parentData:data,parentDataProperty:"misalignment",rootData}))){
vErrors = vErrors === null ? validate93.errors : vErrors.concat(validate93.errors);
errors = vErrors.length;
}
var _valid1 = _errs12 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const _errs13 = errors;
if(data3 !== null){
const err2 = {instancePath:instancePath+"/misalignment",schemaPath:"#/properties/misalignment/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs13 === errors;
valid2 = valid2 || _valid1;
}
if(!valid2){
const err3 = {instancePath:instancePath+"/misalignment",schemaPath:"#/properties/misalignment/anyOf",keyword:"anyOf",params:{}};
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

const schema45 = {"oneOf":[{"properties":{"clientId":{"type":["string","null"]},"content":{"items":{"$ref":"#/definitions/v2/UserInput"},"type":"array"},"id":{"type":"string"},"type":{"enum":["userMessage"],"type":"string"}},"required":["content","id","type"],"type":"object"},{"properties":{"fragments":{"items":{"$ref":"#/definitions/v2/HookPromptFragment"},"type":"array"},"id":{"type":"string"},"type":{"enum":["hookPrompt"],"type":"string"}},"required":["fragments","id","type"],"type":"object"},{"properties":{"delivery":{"anyOf":[{"$ref":"#/definitions/v2/AgentMessageDelivery"},{"type":"null"}]},"id":{"type":"string"},"memoryCitation":{"anyOf":[{"$ref":"#/definitions/v2/MemoryCitation"},{"type":"null"}]},"moderation":{"anyOf":[{"$ref":"#/definitions/v2/AgentMessageModeration"},{"type":"null"}]},"phase":{"anyOf":[{"$ref":"#/definitions/v2/MessagePhase"},{"type":"null"}]},"questions":{"items":{"$ref":"#/definitions/v2/AsyncUserInputQuestion"},"type":["array","null"]},"text":{"type":"string"},"type":{"enum":["agentMessage"],"type":"string"}},"required":["id","text","type"],"type":"object"},{"properties":{"id":{"type":"string"},"name":{"type":"string"},"namespace":{"type":["string","null"]},"output":{"$ref":"#/definitions/v2/FunctionCallOutputBody"},"type":{"enum":["functionCallOutput"],"type":"string"}},"required":["id","name","output","type"],"type":"object"},{"properties":{"id":{"type":"string"},"text":{"type":"string"},"type":{"enum":["plan"],"type":"string"}},"required":["id","text","type"],"type":"object"},{"properties":{"content":{"items":{"type":"string"},"type":"array"},"id":{"type":"string"},"summary":{"items":{"type":"string"},"type":"array"},"type":{"enum":["reasoning"],"type":"string"}},"required":["id","type"],"type":"object"},{"properties":{"aggregatedOutput":{"type":["string","null"]},"command":{"type":"string"},"commandActions":{"items":{"$ref":"#/definitions/v2/CommandAction"},"type":"array"},"cwd":{"allOf":[{"$ref":"#/definitions/v2/LegacyAppPathString"}]},"durationMs":{"format":"int64","type":["integer","null"]},"exitCode":{"format":"int32","type":["integer","null"]},"id":{"type":"string"},"pluginId":{"type":["string","null"]},"processId":{"type":["string","null"]},"scriptPath":{"type":["string","null"]},"source":{"allOf":[{"$ref":"#/definitions/v2/CommandExecutionSource"}]},"status":{"$ref":"#/definitions/v2/CommandExecutionStatus"},"type":{"enum":["commandExecution"],"type":"string"}},"required":["command","commandActions","cwd","id","status","type"],"type":"object"},{"properties":{"changes":{"items":{"$ref":"#/definitions/v2/FileUpdateChange"},"type":"array"},"id":{"type":"string"},"status":{"$ref":"#/definitions/v2/PatchApplyStatus"},"type":{"enum":["fileChange"],"type":"string"}},"required":["changes","id","status","type"],"type":"object"},{"properties":{"appContext":{"anyOf":[{"$ref":"#/definitions/v2/McpToolCallAppContext"},{"type":"null"}]},"arguments":true,"durationMs":{"format":"int64","type":["integer","null"]},"environmentId":{"type":["string","null"]},"error":{"anyOf":[{"$ref":"#/definitions/v2/McpToolCallError"},{"type":"null"}]},"id":{"type":"string"},"mcpAppResourceUri":{"type":["string","null"]},"mcpAppUi":{"anyOf":[{"$ref":"#/definitions/v2/McpAppUi"},{"type":"null"}]},"pluginId":{"type":["string","null"]},"readOnlyHint":{"type":["boolean","null"]},"result":{"anyOf":[{"$ref":"#/definitions/v2/McpToolCallResult"},{"type":"null"}]},"server":{"type":"string"},"status":{"$ref":"#/definitions/v2/McpToolCallStatus"},"tool":{"type":"string"},"type":{"enum":["mcpToolCall"],"type":"string"}},"required":["arguments","id","server","status","tool","type"],"type":"object"},{"properties":{"arguments":true,"contentItems":{"items":{"$ref":"#/definitions/v2/DynamicToolCallOutputContentItem"},"type":["array","null"]},"durationMs":{"format":"int64","type":["integer","null"]},"id":{"type":"string"},"namespace":{"type":["string","null"]},"status":{"$ref":"#/definitions/v2/DynamicToolCallStatus"},"success":{"type":["boolean","null"]},"tool":{"type":"string"},"type":{"enum":["dynamicToolCall"],"type":"string"}},"required":["arguments","id","status","tool","type"],"type":"object"},{"properties":{"agentsStates":{"additionalProperties":{"$ref":"#/definitions/v2/CollabAgentState"},"type":"object"},"id":{"type":"string"},"model":{"type":["string","null"]},"prompt":{"type":["string","null"]},"reasoningEffort":{"anyOf":[{"$ref":"#/definitions/v2/ReasoningEffort"},{"type":"null"}]},"receiverThreadIds":{"items":{"type":"string"},"type":"array"},"senderThreadId":{"type":"string"},"status":{"allOf":[{"$ref":"#/definitions/v2/CollabAgentToolCallStatus"}]},"tool":{"allOf":[{"$ref":"#/definitions/v2/CollabAgentTool"}]},"type":{"enum":["collabAgentToolCall"],"type":"string"}},"required":["agentsStates","id","receiverThreadIds","senderThreadId","status","tool","type"],"type":"object"},{"properties":{"agentPath":{"type":"string"},"agentThreadId":{"type":"string"},"id":{"type":"string"},"kind":{"$ref":"#/definitions/v2/SubAgentActivityKind"},"model":{"type":["string","null"]},"reasoningEffort":{"anyOf":[{"$ref":"#/definitions/v2/ReasoningEffort"},{"type":"null"}]},"type":{"enum":["subAgentActivity"],"type":"string"}},"required":["agentPath","agentThreadId","id","kind","type"],"type":"object"},{"properties":{"action":{"anyOf":[{"$ref":"#/definitions/v2/WebSearchAction"},{"type":"null"}]},"id":{"type":"string"},"query":{"type":"string"},"results":{"items":true,"type":["array","null"]},"type":{"enum":["webSearch"],"type":"string"}},"required":["id","query","type"],"type":"object"},{"properties":{"id":{"type":"string"},"path":{"$ref":"#/definitions/v2/LegacyAppPathString"},"type":{"enum":["imageView"],"type":"string"}},"required":["id","path","type"],"type":"object"},{"properties":{"durationMs":{"format":"uint64","minimum":0,"type":"integer"},"id":{"type":"string"},"type":{"enum":["sleep"],"type":"string"}},"required":["durationMs","id","type"],"type":"object"},{"anyOf":[{"properties":{"fileId":{"type":"string"}},"required":["fileId"],"type":"object"},{"properties":{"result":{"type":"string"}},"required":["result"],"type":"object"}],"properties":{"failure":{"anyOf":[{"$ref":"#/definitions/v2/ImageGenerationFailure"},{"type":"null"}]},"generationId":{"type":["string","null"]},"id":{"type":"string"},"inputImages":{"items":{"$ref":"#/definitions/v2/ImageGenerationInputImage"},"type":"array"},"revisedPrompt":{"type":["string","null"]},"savedPath":{"anyOf":[{"$ref":"#/definitions/v2/AbsolutePathBuf"},{"type":"null"}]},"status":{"type":"string"},"transparentBackground":{"type":["boolean","null"]},"type":{"enum":["imageGeneration"],"type":"string"}},"required":["id","status","type"],"type":"object"},{"properties":{"id":{"type":"string"},"review":{"type":"string"},"type":{"enum":["enteredReviewMode"],"type":"string"}},"required":["id","review","type"],"type":"object"},{"properties":{"id":{"type":"string"},"review":{"type":"string"},"type":{"enum":["exitedReviewMode"],"type":"string"}},"required":["id","review","type"],"type":"object"},{"properties":{"id":{"type":"string"},"type":{"enum":["contextCompaction"],"type":"string"}},"required":["id","type"],"type":"object"}],"properties":{"completedAtMs":{"format":"int64","type":["integer","null"]},"startedAtMs":{"format":"int64","type":["integer","null"]}},"type":"object","discriminator":{"propertyName":"type"}};
const schema46 = {"oneOf":[{"properties":{"text":{"type":"string"},"text_elements":{"items":{"$ref":"#/definitions/v2/TextElement"},"type":"array"},"type":{"enum":["text"],"type":"string"}},"required":["text","type"],"type":"object"},{"anyOf":[{"properties":{"url":{"type":"string"}},"required":["url"],"type":"object"},{"properties":{"fileId":{"type":"string"}},"required":["fileId"],"type":"object"}],"properties":{"detail":{"anyOf":[{"$ref":"#/definitions/v2/ImageDetail"},{"type":"null"}]},"type":{"enum":["image"],"type":"string"}},"required":["type"],"type":"object"},{"properties":{"detail":{"anyOf":[{"$ref":"#/definitions/v2/ImageDetail"},{"type":"null"}]},"path":{"type":"string"},"type":{"enum":["localImage"],"type":"string"}},"required":["path","type"],"type":"object"},{"anyOf":[{"properties":{"url":{"type":"string"}},"required":["url"],"type":"object"},{"properties":{"fileId":{"type":"string"}},"required":["fileId"],"type":"object"}],"properties":{"type":{"enum":["audio"],"type":"string"}},"required":["type"],"type":"object"},{"properties":{"path":{"type":"string"},"type":{"enum":["localAudio"],"type":"string"}},"required":["path","type"],"type":"object"},{"properties":{"name":{"type":"string"},"path":{"type":"string"},"type":{"enum":["skill"],"type":"string"}},"required":["name","path","type"],"type":"object"},{"properties":{"name":{"type":"string"},"path":{"type":"string"},"type":{"enum":["mention"],"type":"string"}},"required":["name","path","type"],"type":"object"}],"type":"object","discriminator":{"propertyName":"type"}};
const schema47 = {"properties":{"byteRange":{"allOf":[{"$ref":"#/definitions/v2/ByteRange"}]},"placeholder":{"type":["string","null"]}},"required":["byteRange"],"type":"object"};
const schema48 = {"properties":{"end":{"format":"uint","minimum":0,"type":"integer"},"start":{"format":"uint","minimum":0,"type":"integer"}},"required":["end","start"],"type":"object"};

function validate101(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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


function validate100(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(validate101(data.byteRange, {instancePath:instancePath+"/byteRange",parentData:data,parentDataProperty:"byteRange",rootData}))){
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

function validate104(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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


function validate99(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(validate100(data1[i0], {instancePath:instancePath+"/text_elements/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
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
let valid9 = false;
const _errs24 = errors;
if(!(validate104(data6, {instancePath:instancePath+"/detail",parentData:data,parentDataProperty:"detail",rootData}))){
vErrors = vErrors === null ? validate104.errors : vErrors.concat(validate104.errors);
errors = vErrors.length;
}
var _valid1 = _errs24 === errors;
valid9 = valid9 || _valid1;
if(!valid9){
const _errs25 = errors;
if(data6 !== null){
const err7 = {instancePath:instancePath+"/detail",schemaPath:"#/oneOf/1/properties/detail/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs25 === errors;
valid9 = valid9 || _valid1;
}
if(!valid9){
const err8 = {instancePath:instancePath+"/detail",schemaPath:"#/oneOf/1/properties/detail/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs23;
if(vErrors !== null){
if(_errs23){
vErrors.length = _errs23;
}
else {
vErrors = null;
}
}
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
let valid12 = false;
const _errs33 = errors;
if(!(validate104(data8, {instancePath:instancePath+"/detail",parentData:data,parentDataProperty:"detail",rootData}))){
vErrors = vErrors === null ? validate104.errors : vErrors.concat(validate104.errors);
errors = vErrors.length;
}
var _valid2 = _errs33 === errors;
valid12 = valid12 || _valid2;
if(!valid12){
const _errs34 = errors;
if(data8 !== null){
const err9 = {instancePath:instancePath+"/detail",schemaPath:"#/oneOf/2/properties/detail/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid2 = _errs34 === errors;
valid12 = valid12 || _valid2;
}
if(!valid12){
const err10 = {instancePath:instancePath+"/detail",schemaPath:"#/oneOf/2/properties/detail/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs32;
if(vErrors !== null){
if(_errs32){
vErrors.length = _errs32;
}
else {
vErrors = null;
}
}
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

function validate108(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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

function validate110(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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

function validate113(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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


function validate112(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(validate113(data0[i0], {instancePath:instancePath+"/entries/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
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

const schema54 = {"properties":{"display":{"anyOf":[{"$ref":"#/definitions/v2/AgentMessageDisplay"},{"type":"null"}]},"moderated":{"type":"boolean"}},"required":["moderated"],"type":"object"};
const schema55 = {"oneOf":[{"properties":{"annotation":{"anyOf":[{"$ref":"#/definitions/v2/AnswerAnnotation"},{"type":"null"}]},"mode":{"enum":["show"],"type":"string"},"trustedContacts":{"$ref":"#/definitions/v2/TrustedContacts"},"version":{"enum":[1],"format":"uint8","minimum":0,"type":"integer"}},"required":["mode","trustedContacts","version"],"type":"object"},{"properties":{"mode":{"enum":["hide"],"type":"string"},"replacement":{"$ref":"#/definitions/v2/AnswerReplacement"},"version":{"enum":[1],"format":"uint8","minimum":0,"type":"integer"}},"required":["mode","replacement","version"],"type":"object"},{"properties":{"mode":{"enum":["block"],"type":"string"},"reason":{"$ref":"#/definitions/v2/BlockReason"},"version":{"enum":[1],"format":"uint8","minimum":0,"type":"integer"}},"required":["mode","reason","version"],"type":"object"}],"type":"object","discriminator":{"propertyName":"mode"}};
const schema56 = {"oneOf":[{"properties":{"kind":{"enum":["wellbeingHelpline"],"type":"string"},"subject":{"$ref":"#/definitions/v2/HelplineSubject"}},"required":["kind","subject"],"type":"object"}]};
const schema57 = {"enum":["answer","prompt"],"type":"string"};

function validate119(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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


function validate118(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(validate119(data.subject, {instancePath:instancePath+"/subject",parentData:data,parentDataProperty:"subject",rootData}))){
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

function validate122(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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

function validate124(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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

function validate126(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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


function validate117(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
let valid3 = false;
const _errs6 = errors;
if(!(validate118(data0, {instancePath:instancePath+"/annotation",parentData:data,parentDataProperty:"annotation",rootData}))){
vErrors = vErrors === null ? validate118.errors : vErrors.concat(validate118.errors);
errors = vErrors.length;
}
var _valid0 = _errs6 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs7 = errors;
if(data0 !== null){
const err0 = {instancePath:instancePath+"/annotation",schemaPath:"#/oneOf/0/properties/annotation/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid3 = valid3 || _valid0;
}
if(!valid3){
const err1 = {instancePath:instancePath+"/annotation",schemaPath:"#/oneOf/0/properties/annotation/anyOf",keyword:"anyOf",params:{}};
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
if(!(validate122(data.trustedContacts, {instancePath:instancePath+"/trustedContacts",parentData:data,parentDataProperty:"trustedContacts",rootData}))){
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
if(!(validate124(data.replacement, {instancePath:instancePath+"/replacement",parentData:data,parentDataProperty:"replacement",rootData}))){
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
if(!(validate126(data.reason, {instancePath:instancePath+"/reason",parentData:data,parentDataProperty:"reason",rootData}))){
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


function validate116(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
let valid1 = false;
const _errs3 = errors;
if(!(validate117(data0, {instancePath:instancePath+"/display",parentData:data,parentDataProperty:"display",rootData}))){
vErrors = vErrors === null ? validate117.errors : vErrors.concat(validate117.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs4 = errors;
if(data0 !== null){
const err0 = {instancePath:instancePath+"/display",schemaPath:"#/properties/display/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/display",schemaPath:"#/properties/display/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
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

function validate130(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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

function validate132(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
const schema64 = {"oneOf":[{"properties":{"text":{"type":"string"},"type":{"enum":["input_text"],"type":"string"}},"required":["text","type"],"type":"object"},{"anyOf":[{"properties":{"image_url":{"type":"string"}},"required":["image_url"],"type":"object"},{"properties":{"file_id":{"type":"string"}},"required":["file_id"],"type":"object"}],"properties":{"detail":{"anyOf":[{"$ref":"#/definitions/v2/ImageDetail"},{"type":"null"}]},"type":{"enum":["input_image"],"type":"string"}},"required":["type"],"type":"object"},{"anyOf":[{"properties":{"audio_url":{"type":"string"}},"required":["audio_url"],"type":"object"},{"properties":{"file_id":{"type":"string"}},"required":["file_id"],"type":"object"}],"properties":{"type":{"enum":["input_audio"],"type":"string"}},"required":["type"],"type":"object"},{"properties":{"encrypted_content":{"type":"string"},"type":{"enum":["encrypted_content"],"type":"string"}},"required":["encrypted_content","type"],"type":"object"}],"type":"object","discriminator":{"propertyName":"type"}};

function validate135(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
let valid8 = false;
const _errs21 = errors;
if(!(validate104(data4, {instancePath:instancePath+"/detail",parentData:data,parentDataProperty:"detail",rootData}))){
vErrors = vErrors === null ? validate104.errors : vErrors.concat(validate104.errors);
errors = vErrors.length;
}
var _valid1 = _errs21 === errors;
valid8 = valid8 || _valid1;
if(!valid8){
const _errs22 = errors;
if(data4 !== null){
const err7 = {instancePath:instancePath+"/detail",schemaPath:"#/oneOf/1/properties/detail/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid8 = valid8 || _valid1;
}
if(!valid8){
const err8 = {instancePath:instancePath+"/detail",schemaPath:"#/oneOf/1/properties/detail/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
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


function validate134(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(validate135(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
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

function validate139(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(validate54(data.path, {instancePath:instancePath+"/path",parentData:data,parentDataProperty:"path",rootData}))){
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

function validate143(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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

function validate145(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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

function validate148(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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


function validate147(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(validate148(data.kind, {instancePath:instancePath+"/kind",parentData:data,parentDataProperty:"kind",rootData}))){
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

function validate151(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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

function validate153(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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

function validate155(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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

function validate158(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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


function validate157(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(validate158(data.preferredModelDisplayMode, {instancePath:instancePath+"/preferredModelDisplayMode",parentData:data,parentDataProperty:"preferredModelDisplayMode",rootData}))){
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

function validate161(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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

function validate163(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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

function validate165(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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

function validate167(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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

function validate170(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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


function validate169(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(validate170(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData}))){
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

function validate174(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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

function validate176(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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

function validate178(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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

function validate181(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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

function validate184(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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

function validate186(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(validate31(data.path, {instancePath:instancePath+"/path",parentData:data,parentDataProperty:"path",rootData}))){
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


function validate98(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(validate99(data3[i0], {instancePath:instancePath+"/content/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
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
if(!(validate108(data7[i1], {instancePath:instancePath+"/fragments/" + i1,parentData:data7,parentDataProperty:i1,rootData}))){
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
let valid10 = false;
const _errs30 = errors;
if(!(validate110(data11, {instancePath:instancePath+"/delivery",parentData:data,parentDataProperty:"delivery",rootData}))){
vErrors = vErrors === null ? validate110.errors : vErrors.concat(validate110.errors);
errors = vErrors.length;
}
var _valid0 = _errs30 === errors;
valid10 = valid10 || _valid0;
if(!valid10){
const _errs31 = errors;
if(data11 !== null){
const err0 = {instancePath:instancePath+"/delivery",schemaPath:"#/oneOf/2/properties/delivery/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs31 === errors;
valid10 = valid10 || _valid0;
}
if(!valid10){
const err1 = {instancePath:instancePath+"/delivery",schemaPath:"#/oneOf/2/properties/delivery/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs29;
if(vErrors !== null){
if(_errs29){
vErrors.length = _errs29;
}
else {
vErrors = null;
}
}
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
let valid11 = false;
const _errs37 = errors;
if(!(validate112(data13, {instancePath:instancePath+"/memoryCitation",parentData:data,parentDataProperty:"memoryCitation",rootData}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
errors = vErrors.length;
}
var _valid1 = _errs37 === errors;
valid11 = valid11 || _valid1;
if(!valid11){
const _errs38 = errors;
if(data13 !== null){
const err2 = {instancePath:instancePath+"/memoryCitation",schemaPath:"#/oneOf/2/properties/memoryCitation/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs38 === errors;
valid11 = valid11 || _valid1;
}
if(!valid11){
const err3 = {instancePath:instancePath+"/memoryCitation",schemaPath:"#/oneOf/2/properties/memoryCitation/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs36;
if(vErrors !== null){
if(_errs36){
vErrors.length = _errs36;
}
else {
vErrors = null;
}
}
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
let valid12 = false;
const _errs42 = errors;
if(!(validate116(data14, {instancePath:instancePath+"/moderation",parentData:data,parentDataProperty:"moderation",rootData}))){
vErrors = vErrors === null ? validate116.errors : vErrors.concat(validate116.errors);
errors = vErrors.length;
}
var _valid2 = _errs42 === errors;
valid12 = valid12 || _valid2;
if(!valid12){
const _errs43 = errors;
if(data14 !== null){
const err4 = {instancePath:instancePath+"/moderation",schemaPath:"#/oneOf/2/properties/moderation/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid2 = _errs43 === errors;
valid12 = valid12 || _valid2;
}
if(!valid12){
const err5 = {instancePath:instancePath+"/moderation",schemaPath:"#/oneOf/2/properties/moderation/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs41;
if(vErrors !== null){
if(_errs41){
vErrors.length = _errs41;
}
else {
vErrors = null;
}
}
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
let valid13 = false;
const _errs47 = errors;
if(!(validate130(data15, {instancePath:instancePath+"/phase",parentData:data,parentDataProperty:"phase",rootData}))){
vErrors = vErrors === null ? validate130.errors : vErrors.concat(validate130.errors);
errors = vErrors.length;
}
var _valid3 = _errs47 === errors;
valid13 = valid13 || _valid3;
if(!valid13){
const _errs48 = errors;
if(data15 !== null){
const err6 = {instancePath:instancePath+"/phase",schemaPath:"#/oneOf/2/properties/phase/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid3 = _errs48 === errors;
valid13 = valid13 || _valid3;
}
if(!valid13){
const err7 = {instancePath:instancePath+"/phase",schemaPath:"#/oneOf/2/properties/phase/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs46;
if(vErrors !== null){
if(_errs46){
vErrors.length = _errs46;
}
else {
vErrors = null;
}
}
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
if(!(validate132(data16[i2], {instancePath:instancePath+"/questions/" + i2,parentData:data16,parentDataProperty:i2,rootData}))){
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
if(!(validate134(data.output, {instancePath:instancePath+"/output",parentData:data,parentDataProperty:"output",rootData}))){
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
if(!(validate139(data36[i5], {instancePath:instancePath+"/commandActions/" + i5,parentData:data36,parentDataProperty:i5,rootData}))){
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
if(!(validate54(data.cwd, {instancePath:instancePath+"/cwd",parentData:data,parentDataProperty:"cwd",rootData}))){
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
if(!(validate143(data.source, {instancePath:instancePath+"/source",parentData:data,parentDataProperty:"source",rootData}))){
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
if(!(validate145(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData}))){
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
if(!(validate147(data48[i6], {instancePath:instancePath+"/changes/" + i6,parentData:data48,parentDataProperty:i6,rootData}))){
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
if(!(validate151(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData}))){
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
let valid33 = false;
const _errs132 = errors;
if(!(validate153(data53, {instancePath:instancePath+"/appContext",parentData:data,parentDataProperty:"appContext",rootData}))){
vErrors = vErrors === null ? validate153.errors : vErrors.concat(validate153.errors);
errors = vErrors.length;
}
var _valid4 = _errs132 === errors;
valid33 = valid33 || _valid4;
if(!valid33){
const _errs133 = errors;
if(data53 !== null){
const err8 = {instancePath:instancePath+"/appContext",schemaPath:"#/oneOf/8/properties/appContext/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid4 = _errs133 === errors;
valid33 = valid33 || _valid4;
}
if(!valid33){
const err9 = {instancePath:instancePath+"/appContext",schemaPath:"#/oneOf/8/properties/appContext/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs131;
if(vErrors !== null){
if(_errs131){
vErrors.length = _errs131;
}
else {
vErrors = null;
}
}
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
let valid34 = false;
const _errs141 = errors;
if(!(validate155(data56, {instancePath:instancePath+"/error",parentData:data,parentDataProperty:"error",rootData}))){
vErrors = vErrors === null ? validate155.errors : vErrors.concat(validate155.errors);
errors = vErrors.length;
}
var _valid5 = _errs141 === errors;
valid34 = valid34 || _valid5;
if(!valid34){
const _errs142 = errors;
if(data56 !== null){
const err10 = {instancePath:instancePath+"/error",schemaPath:"#/oneOf/8/properties/error/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid5 = _errs142 === errors;
valid34 = valid34 || _valid5;
}
if(!valid34){
const err11 = {instancePath:instancePath+"/error",schemaPath:"#/oneOf/8/properties/error/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs140;
if(vErrors !== null){
if(_errs140){
vErrors.length = _errs140;
}
else {
vErrors = null;
}
}
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
let valid35 = false;
const _errs150 = errors;
if(!(validate157(data59, {instancePath:instancePath+"/mcpAppUi",parentData:data,parentDataProperty:"mcpAppUi",rootData}))){
vErrors = vErrors === null ? validate157.errors : vErrors.concat(validate157.errors);
errors = vErrors.length;
}
var _valid6 = _errs150 === errors;
valid35 = valid35 || _valid6;
if(!valid35){
const _errs151 = errors;
if(data59 !== null){
const err12 = {instancePath:instancePath+"/mcpAppUi",schemaPath:"#/oneOf/8/properties/mcpAppUi/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid6 = _errs151 === errors;
valid35 = valid35 || _valid6;
}
if(!valid35){
const err13 = {instancePath:instancePath+"/mcpAppUi",schemaPath:"#/oneOf/8/properties/mcpAppUi/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs149;
if(vErrors !== null){
if(_errs149){
vErrors.length = _errs149;
}
else {
vErrors = null;
}
}
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
let valid36 = false;
const _errs159 = errors;
if(!(validate161(data62, {instancePath:instancePath+"/result",parentData:data,parentDataProperty:"result",rootData}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var _valid7 = _errs159 === errors;
valid36 = valid36 || _valid7;
if(!valid36){
const _errs160 = errors;
if(data62 !== null){
const err14 = {instancePath:instancePath+"/result",schemaPath:"#/oneOf/8/properties/result/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid7 = _errs160 === errors;
valid36 = valid36 || _valid7;
}
if(!valid36){
const err15 = {instancePath:instancePath+"/result",schemaPath:"#/oneOf/8/properties/result/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs158;
if(vErrors !== null){
if(_errs158){
vErrors.length = _errs158;
}
else {
vErrors = null;
}
}
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
if(!(validate163(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData}))){
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
if(!(validate165(data67[i7], {instancePath:instancePath+"/contentItems/" + i7,parentData:data67,parentDataProperty:i7,rootData}))){
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
if(!(validate167(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData}))){
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
if(!(validate169(data76[key0], {instancePath:instancePath+"/agentsStates/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data76,parentDataProperty:key0,rootData}))){
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
let valid43 = false;
const _errs201 = errors;
if(!(validate56(data81, {instancePath:instancePath+"/reasoningEffort",parentData:data,parentDataProperty:"reasoningEffort",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var _valid8 = _errs201 === errors;
valid43 = valid43 || _valid8;
if(!valid43){
const _errs202 = errors;
if(data81 !== null){
const err16 = {instancePath:instancePath+"/reasoningEffort",schemaPath:"#/oneOf/10/properties/reasoningEffort/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid8 = _errs202 === errors;
valid43 = valid43 || _valid8;
}
if(!valid43){
const err17 = {instancePath:instancePath+"/reasoningEffort",schemaPath:"#/oneOf/10/properties/reasoningEffort/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs200;
if(vErrors !== null){
if(_errs200){
vErrors.length = _errs200;
}
else {
vErrors = null;
}
}
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
if(!(validate174(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData}))){
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
if(!(validate176(data.tool, {instancePath:instancePath+"/tool",parentData:data,parentDataProperty:"tool",rootData}))){
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
if(!(validate178(data.kind, {instancePath:instancePath+"/kind",parentData:data,parentDataProperty:"kind",rootData}))){
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
let valid49 = false;
const _errs229 = errors;
if(!(validate56(data93, {instancePath:instancePath+"/reasoningEffort",parentData:data,parentDataProperty:"reasoningEffort",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var _valid9 = _errs229 === errors;
valid49 = valid49 || _valid9;
if(!valid49){
const _errs230 = errors;
if(data93 !== null){
const err18 = {instancePath:instancePath+"/reasoningEffort",schemaPath:"#/oneOf/11/properties/reasoningEffort/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid9 = _errs230 === errors;
valid49 = valid49 || _valid9;
}
if(!valid49){
const err19 = {instancePath:instancePath+"/reasoningEffort",schemaPath:"#/oneOf/11/properties/reasoningEffort/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs228;
if(vErrors !== null){
if(_errs228){
vErrors.length = _errs228;
}
else {
vErrors = null;
}
}
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
let valid52 = false;
const _errs238 = errors;
if(!(validate181(data95, {instancePath:instancePath+"/action",parentData:data,parentDataProperty:"action",rootData}))){
vErrors = vErrors === null ? validate181.errors : vErrors.concat(validate181.errors);
errors = vErrors.length;
}
var _valid10 = _errs238 === errors;
valid52 = valid52 || _valid10;
if(!valid52){
const _errs239 = errors;
if(data95 !== null){
const err20 = {instancePath:instancePath+"/action",schemaPath:"#/oneOf/12/properties/action/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid10 = _errs239 === errors;
valid52 = valid52 || _valid10;
}
if(!valid52){
const err21 = {instancePath:instancePath+"/action",schemaPath:"#/oneOf/12/properties/action/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs237;
if(vErrors !== null){
if(_errs237){
vErrors.length = _errs237;
}
else {
vErrors = null;
}
}
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
if(!(validate54(data.path, {instancePath:instancePath+"/path",parentData:data,parentDataProperty:"path",rootData}))){
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
let valid62 = false;
const _errs277 = errors;
if(!(validate184(data108, {instancePath:instancePath+"/failure",parentData:data,parentDataProperty:"failure",rootData}))){
vErrors = vErrors === null ? validate184.errors : vErrors.concat(validate184.errors);
errors = vErrors.length;
}
var _valid12 = _errs277 === errors;
valid62 = valid62 || _valid12;
if(!valid62){
const _errs278 = errors;
if(data108 !== null){
const err29 = {instancePath:instancePath+"/failure",schemaPath:"#/oneOf/15/properties/failure/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid12 = _errs278 === errors;
valid62 = valid62 || _valid12;
}
if(!valid62){
const err30 = {instancePath:instancePath+"/failure",schemaPath:"#/oneOf/15/properties/failure/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs276;
if(vErrors !== null){
if(_errs276){
vErrors.length = _errs276;
}
else {
vErrors = null;
}
}
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
if(!(validate186(data111[i9], {instancePath:instancePath+"/inputImages/" + i9,parentData:data111,parentDataProperty:i9,rootData}))){
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
let valid64 = false;
const _errs291 = errors;
if(!(validate31(data114, {instancePath:instancePath+"/savedPath",parentData:data,parentDataProperty:"savedPath",rootData}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
var _valid13 = _errs291 === errors;
valid64 = valid64 || _valid13;
if(!valid64){
const _errs292 = errors;
if(data114 !== null){
const err31 = {instancePath:instancePath+"/savedPath",schemaPath:"#/oneOf/15/properties/savedPath/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid13 = _errs292 === errors;
valid64 = valid64 || _valid13;
}
if(!valid64){
const err32 = {instancePath:instancePath+"/savedPath",schemaPath:"#/oneOf/15/properties/savedPath/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs290;
if(vErrors !== null){
if(_errs290){
vErrors.length = _errs290;
}
else {
vErrors = null;
}
}
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

function validate191(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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

function validate193(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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


function validate87(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
let valid1 = false;
const _errs7 = errors;
if(!(validate88(data2, {instancePath:instancePath+"/error",parentData:data,parentDataProperty:"error",rootData}))){
vErrors = vErrors === null ? validate88.errors : vErrors.concat(validate88.errors);
errors = vErrors.length;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs8 = errors;
if(data2 !== null){
const err0 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/anyOf",keyword:"anyOf",params:{}};
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
if(!(validate98(data4[i0], {instancePath:instancePath+"/items/" + i0,parentData:data4,parentDataProperty:i0,rootData}))){
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
if(!(validate191(data.itemsView, {instancePath:instancePath+"/itemsView",parentData:data,parentDataProperty:"itemsView",rootData}))){
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
if(!(validate193(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData}))){
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


function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(validate31(data.cwd, {instancePath:instancePath+"/cwd",parentData:data,parentDataProperty:"cwd",rootData}))){
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
let valid2 = false;
const _errs17 = errors;
if(!(validate65(data7, {instancePath:instancePath+"/gitInfo",parentData:data,parentDataProperty:"gitInfo",rootData}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
var _valid0 = _errs17 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs18 = errors;
if(data7 !== null){
const err0 = {instancePath:instancePath+"/gitInfo",schemaPath:"#/properties/gitInfo/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs18 === errors;
valid2 = valid2 || _valid0;
}
if(!valid2){
const err1 = {instancePath:instancePath+"/gitInfo",schemaPath:"#/properties/gitInfo/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.historyMode !== undefined){
const _errs20 = errors;
if(!(validate67(data.historyMode, {instancePath:instancePath+"/historyMode",parentData:data,parentDataProperty:"historyMode",rootData}))){
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
let valid4 = false;
const _errs42 = errors;
if(!(validate56(data18, {instancePath:instancePath+"/reasoningEffort",parentData:data,parentDataProperty:"reasoningEffort",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var _valid1 = _errs42 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const _errs43 = errors;
if(data18 !== null){
const err2 = {instancePath:instancePath+"/reasoningEffort",schemaPath:"#/properties/reasoningEffort/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs43 === errors;
valid4 = valid4 || _valid1;
}
if(!valid4){
const err3 = {instancePath:instancePath+"/reasoningEffort",schemaPath:"#/properties/reasoningEffort/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs41;
if(vErrors !== null){
if(_errs41){
vErrors.length = _errs41;
}
else {
vErrors = null;
}
}
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
let valid5 = false;
const _errs49 = errors;
if(!(validate70(data20, {instancePath:instancePath+"/section",parentData:data,parentDataProperty:"section",rootData}))){
vErrors = vErrors === null ? validate70.errors : vErrors.concat(validate70.errors);
errors = vErrors.length;
}
var _valid2 = _errs49 === errors;
valid5 = valid5 || _valid2;
if(!valid5){
const _errs50 = errors;
if(data20 !== null){
const err4 = {instancePath:instancePath+"/section",schemaPath:"#/properties/section/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid2 = _errs50 === errors;
valid5 = valid5 || _valid2;
}
if(!valid5){
const err5 = {instancePath:instancePath+"/section",schemaPath:"#/properties/section/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs48;
if(vErrors !== null){
if(_errs48){
vErrors.length = _errs48;
}
else {
vErrors = null;
}
}
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
if(!(validate74(data.source, {instancePath:instancePath+"/source",parentData:data,parentDataProperty:"source",rootData}))){
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
if(!(validate82(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData}))){
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
let valid8 = false;
const _errs62 = errors;
if(!(validate46(data25, {instancePath:instancePath+"/threadSource",parentData:data,parentDataProperty:"threadSource",rootData}))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
var _valid3 = _errs62 === errors;
valid8 = valid8 || _valid3;
if(!valid8){
const _errs63 = errors;
if(data25 !== null){
const err6 = {instancePath:instancePath+"/threadSource",schemaPath:"#/properties/threadSource/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid3 = _errs63 === errors;
valid8 = valid8 || _valid3;
}
if(!valid8){
const err7 = {instancePath:instancePath+"/threadSource",schemaPath:"#/properties/threadSource/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs61;
if(vErrors !== null){
if(_errs61){
vErrors.length = _errs61;
}
else {
vErrors = null;
}
}
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
if(!(validate87(data26[i0], {instancePath:instancePath+"/turns/" + i0,parentData:data26,parentDataProperty:i0,rootData}))){
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


function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(validate36(data.approvalPolicy, {instancePath:instancePath+"/approvalPolicy",parentData:data,parentDataProperty:"approvalPolicy",rootData}))){
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
if(!(validate38(data.approvalsReviewer, {instancePath:instancePath+"/approvalsReviewer",parentData:data,parentDataProperty:"approvalsReviewer",rootData}))){
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
if(!(validate31(data.cwd, {instancePath:instancePath+"/cwd",parentData:data,parentDataProperty:"cwd",rootData}))){
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
if(!(validate54(data5[i1], {instancePath:instancePath+"/instructionSources/" + i1,parentData:data5,parentDataProperty:i1,rootData}))){
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
let valid4 = false;
const _errs18 = errors;
if(!(validate56(data9, {instancePath:instancePath+"/reasoningEffort",parentData:data,parentDataProperty:"reasoningEffort",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var _valid0 = _errs18 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const _errs19 = errors;
if(data9 !== null){
const err0 = {instancePath:instancePath+"/reasoningEffort",schemaPath:"#/properties/reasoningEffort/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs19 === errors;
valid4 = valid4 || _valid0;
}
if(!valid4){
const err1 = {instancePath:instancePath+"/reasoningEffort",schemaPath:"#/properties/reasoningEffort/anyOf",keyword:"anyOf",params:{}};
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
if(data.sandbox !== undefined){
const _errs21 = errors;
if(!(validate58(data.sandbox, {instancePath:instancePath+"/sandbox",parentData:data,parentDataProperty:"sandbox",rootData}))){
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
if(!(validate63(data.thread, {instancePath:instancePath+"/thread",parentData:data,parentDataProperty:"thread",rootData}))){
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


function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://mwh.invalid/clientResponse/v3.json" */;
let vErrors = null;
let errors = 0;
if(!(validate50(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
errors = vErrors.length;
}
validate49.errors = vErrors;
return errors === 0;
}

const v4: Validator<T.ThreadResumeParams> = validate198;
const schema89 = {"$id":"https://mwh.invalid/clientRequestParams/v4.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadResumeParams"};
const schema90 = {"properties":{"approvalPolicy":{"anyOf":[{"$ref":"#/definitions/v2/AskForApproval"},{"type":"null"}]},"approvalsReviewer":{"anyOf":[{"$ref":"#/definitions/v2/ApprovalsReviewer"},{"type":"null"}]},"baseInstructions":{"type":["string","null"]},"config":{"additionalProperties":true,"type":["object","null"]},"cwd":{"type":["string","null"]},"developerInstructions":{"type":["string","null"]},"excludeTurns":{"type":"boolean"},"model":{"type":["string","null"]},"modelProvider":{"type":["string","null"]},"personality":{"anyOf":[{"$ref":"#/definitions/v2/Personality"},{"type":"null"}]},"sandbox":{"anyOf":[{"$ref":"#/definitions/v2/SandboxMode"},{"type":"null"}]},"serviceTier":{"type":["string","null"]},"threadId":{"type":"string"}},"required":["threadId"],"type":"object"};

function validate199(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
let valid1 = false;
const _errs3 = errors;
if(!(validate36(data0, {instancePath:instancePath+"/approvalPolicy",parentData:data,parentDataProperty:"approvalPolicy",rootData}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs4 = errors;
if(data0 !== null){
const err0 = {instancePath:instancePath+"/approvalPolicy",schemaPath:"#/properties/approvalPolicy/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/approvalPolicy",schemaPath:"#/properties/approvalPolicy/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
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
let valid2 = false;
const _errs8 = errors;
if(!(validate38(data1, {instancePath:instancePath+"/approvalsReviewer",parentData:data,parentDataProperty:"approvalsReviewer",rootData}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
var _valid1 = _errs8 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const _errs9 = errors;
if(data1 !== null){
const err2 = {instancePath:instancePath+"/approvalsReviewer",schemaPath:"#/properties/approvalsReviewer/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs9 === errors;
valid2 = valid2 || _valid1;
}
if(!valid2){
const err3 = {instancePath:instancePath+"/approvalsReviewer",schemaPath:"#/properties/approvalsReviewer/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
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
let valid3 = false;
const _errs28 = errors;
if(!(validate40(data9, {instancePath:instancePath+"/personality",parentData:data,parentDataProperty:"personality",rootData}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
var _valid2 = _errs28 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const _errs29 = errors;
if(data9 !== null){
const err4 = {instancePath:instancePath+"/personality",schemaPath:"#/properties/personality/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid2 = _errs29 === errors;
valid3 = valid3 || _valid2;
}
if(!valid3){
const err5 = {instancePath:instancePath+"/personality",schemaPath:"#/properties/personality/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs27;
if(vErrors !== null){
if(_errs27){
vErrors.length = _errs27;
}
else {
vErrors = null;
}
}
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
let valid4 = false;
const _errs33 = errors;
if(!(validate42(data10, {instancePath:instancePath+"/sandbox",parentData:data,parentDataProperty:"sandbox",rootData}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
var _valid3 = _errs33 === errors;
valid4 = valid4 || _valid3;
if(!valid4){
const _errs34 = errors;
if(data10 !== null){
const err6 = {instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid3 = _errs34 === errors;
valid4 = valid4 || _valid3;
}
if(!valid4){
const err7 = {instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs32;
if(vErrors !== null){
if(_errs32){
vErrors.length = _errs32;
}
else {
vErrors = null;
}
}
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


function validate198(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://mwh.invalid/clientRequestParams/v4.json" */;
let vErrors = null;
let errors = 0;
if(!(validate199(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate199.errors : vErrors.concat(validate199.errors);
errors = vErrors.length;
}
validate198.errors = vErrors;
return errors === 0;
}

const v5: Validator<T.ThreadResumeResponse> = validate205;
const schema91 = {"$id":"https://mwh.invalid/clientResponse/v5.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadResumeResponse"};
const schema92 = {"properties":{"approvalPolicy":{"$ref":"#/definitions/v2/AskForApproval"},"approvalsReviewer":{"allOf":[{"$ref":"#/definitions/v2/ApprovalsReviewer"}]},"collaborationMode":{"anyOf":[{"$ref":"#/definitions/v2/CollaborationMode"},{"type":"null"}]},"cwd":{"$ref":"#/definitions/v2/AbsolutePathBuf"},"disabledPluginIds":{"items":{"type":"string"},"type":"array"},"instructionSources":{"items":{"$ref":"#/definitions/v2/LegacyAppPathString"},"type":"array"},"itemsBackwardsCursor":{"type":["string","null"]},"model":{"type":"string"},"modelProvider":{"type":"string"},"reasoningEffort":{"anyOf":[{"$ref":"#/definitions/v2/ReasoningEffort"},{"type":"null"}]},"sandbox":{"allOf":[{"$ref":"#/definitions/v2/SandboxPolicy"}]},"serviceTier":{"type":["string","null"]},"thread":{"$ref":"#/definitions/v2/Thread"},"turnsBackwardsCursor":{"type":["string","null"]}},"required":["approvalPolicy","approvalsReviewer","cwd","model","modelProvider","sandbox","thread"],"type":"object"};
const schema93 = {"properties":{"mode":{"$ref":"#/definitions/v2/ModeKind"},"settings":{"$ref":"#/definitions/v2/Settings"}},"required":["mode","settings"],"type":"object"};
const schema94 = {"enum":["plan","default"],"type":"string"};

function validate210(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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

const schema95 = {"properties":{"developer_instructions":{"type":["string","null"]},"model":{"type":"string"},"reasoning_effort":{"anyOf":[{"$ref":"#/definitions/v2/ReasoningEffort"},{"type":"null"}]}},"required":["model"],"type":"object"};

function validate212(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
let valid1 = false;
const _errs7 = errors;
if(!(validate56(data2, {instancePath:instancePath+"/reasoning_effort",parentData:data,parentDataProperty:"reasoning_effort",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs8 = errors;
if(data2 !== null){
const err0 = {instancePath:instancePath+"/reasoning_effort",schemaPath:"#/properties/reasoning_effort/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/reasoning_effort",schemaPath:"#/properties/reasoning_effort/anyOf",keyword:"anyOf",params:{}};
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


function validate209(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(validate210(data.mode, {instancePath:instancePath+"/mode",parentData:data,parentDataProperty:"mode",rootData}))){
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
if(!(validate212(data.settings, {instancePath:instancePath+"/settings",parentData:data,parentDataProperty:"settings",rootData}))){
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


function validate206(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(validate36(data.approvalPolicy, {instancePath:instancePath+"/approvalPolicy",parentData:data,parentDataProperty:"approvalPolicy",rootData}))){
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
if(!(validate38(data.approvalsReviewer, {instancePath:instancePath+"/approvalsReviewer",parentData:data,parentDataProperty:"approvalsReviewer",rootData}))){
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
let valid2 = false;
const _errs6 = errors;
if(!(validate209(data2, {instancePath:instancePath+"/collaborationMode",parentData:data,parentDataProperty:"collaborationMode",rootData}))){
vErrors = vErrors === null ? validate209.errors : vErrors.concat(validate209.errors);
errors = vErrors.length;
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs7 = errors;
if(data2 !== null){
const err0 = {instancePath:instancePath+"/collaborationMode",schemaPath:"#/properties/collaborationMode/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid2 = valid2 || _valid0;
}
if(!valid2){
const err1 = {instancePath:instancePath+"/collaborationMode",schemaPath:"#/properties/collaborationMode/anyOf",keyword:"anyOf",params:{}};
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
if(valid0){
if(data.cwd !== undefined){
const _errs9 = errors;
if(!(validate31(data.cwd, {instancePath:instancePath+"/cwd",parentData:data,parentDataProperty:"cwd",rootData}))){
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
if(!(validate54(data6[i1], {instancePath:instancePath+"/instructionSources/" + i1,parentData:data6,parentDataProperty:i1,rootData}))){
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
let valid5 = false;
const _errs25 = errors;
if(!(validate56(data11, {instancePath:instancePath+"/reasoningEffort",parentData:data,parentDataProperty:"reasoningEffort",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var _valid1 = _errs25 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const _errs26 = errors;
if(data11 !== null){
const err2 = {instancePath:instancePath+"/reasoningEffort",schemaPath:"#/properties/reasoningEffort/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs26 === errors;
valid5 = valid5 || _valid1;
}
if(!valid5){
const err3 = {instancePath:instancePath+"/reasoningEffort",schemaPath:"#/properties/reasoningEffort/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sandbox !== undefined){
const _errs28 = errors;
if(!(validate58(data.sandbox, {instancePath:instancePath+"/sandbox",parentData:data,parentDataProperty:"sandbox",rootData}))){
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
if(!(validate63(data.thread, {instancePath:instancePath+"/thread",parentData:data,parentDataProperty:"thread",rootData}))){
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


function validate205(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://mwh.invalid/clientResponse/v5.json" */;
let vErrors = null;
let errors = 0;
if(!(validate206(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate206.errors : vErrors.concat(validate206.errors);
errors = vErrors.length;
}
validate205.errors = vErrors;
return errors === 0;
}

const v6: Validator<T.ThreadSetNameParams> = validate222;
const schema96 = {"$id":"https://mwh.invalid/clientRequestParams/v6.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadSetNameParams"};
const schema97 = {"properties":{"name":{"type":"string"},"threadId":{"type":"string"}},"required":["name","threadId"],"type":"object"};

function validate223(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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


function validate222(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://mwh.invalid/clientRequestParams/v6.json" */;
let vErrors = null;
let errors = 0;
if(!(validate223(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate223.errors : vErrors.concat(validate223.errors);
errors = vErrors.length;
}
validate222.errors = vErrors;
return errors === 0;
}

const v7: Validator<T.ThreadSetNameResponse> = validate225;
const schema98 = {"$id":"https://mwh.invalid/clientResponse/v7.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadSetNameResponse"};
const schema99 = {"type":"object"};

function validate226(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(data && typeof data == "object" && !Array.isArray(data))){
validate226.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
validate226.errors = vErrors;
return errors === 0;
}


function validate225(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://mwh.invalid/clientResponse/v7.json" */;
let vErrors = null;
let errors = 0;
if(!(validate226(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate226.errors : vErrors.concat(validate226.errors);
errors = vErrors.length;
}
validate225.errors = vErrors;
return errors === 0;
}

const v8: Validator<T.TurnStartParams> = validate228;
const schema100 = {"$id":"https://mwh.invalid/clientRequestParams/v8.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/TurnStartParams"};
const schema101 = {"properties":{"approvalPolicy":{"anyOf":[{"$ref":"#/definitions/v2/AskForApproval"},{"type":"null"}]},"approvalsReviewer":{"anyOf":[{"$ref":"#/definitions/v2/ApprovalsReviewer"},{"type":"null"}]},"clientUserMessageId":{"type":["string","null"]},"cwd":{"type":["string","null"]},"disabledPluginIds":{"items":{"type":"string"},"type":["array","null"]},"effort":{"anyOf":[{"$ref":"#/definitions/v2/ReasoningEffort"},{"type":"null"}]},"input":{"items":{"$ref":"#/definitions/v2/UserInput"},"type":"array"},"model":{"type":["string","null"]},"outputSchema":{},"parentTurnId":{"type":["string","null"]},"personality":{"anyOf":[{"$ref":"#/definitions/v2/Personality"},{"type":"null"}]},"rootTurnId":{"type":["string","null"]},"sandboxPolicy":{"anyOf":[{"$ref":"#/definitions/v2/SandboxPolicy"},{"type":"null"}]},"serviceTier":{"type":["string","null"]},"serviceTierForTurn":{"type":["string","null"]},"summary":{"anyOf":[{"$ref":"#/definitions/v2/ReasoningSummary"},{"type":"null"}]},"threadId":{"type":"string"},"toolOutput":{"anyOf":[{"$ref":"#/definitions/v2/TurnToolOutput"},{"type":"null"}]},"turnTrigger":{"type":["string","null"]}},"required":["input","threadId"],"type":"object"};
const schema102 = {"oneOf":[{"enum":["auto","concise","detailed"],"type":"string"},{"enum":["none"],"type":"string"}]};

function validate236(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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

function validate238(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(validate134(data.output, {instancePath:instancePath+"/output",parentData:data,parentDataProperty:"output",rootData}))){
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


function validate229(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
let valid1 = false;
const _errs3 = errors;
if(!(validate36(data0, {instancePath:instancePath+"/approvalPolicy",parentData:data,parentDataProperty:"approvalPolicy",rootData}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs4 = errors;
if(data0 !== null){
const err0 = {instancePath:instancePath+"/approvalPolicy",schemaPath:"#/properties/approvalPolicy/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/approvalPolicy",schemaPath:"#/properties/approvalPolicy/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
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
let valid2 = false;
const _errs8 = errors;
if(!(validate38(data1, {instancePath:instancePath+"/approvalsReviewer",parentData:data,parentDataProperty:"approvalsReviewer",rootData}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
var _valid1 = _errs8 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const _errs9 = errors;
if(data1 !== null){
const err2 = {instancePath:instancePath+"/approvalsReviewer",schemaPath:"#/properties/approvalsReviewer/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs9 === errors;
valid2 = valid2 || _valid1;
}
if(!valid2){
const err3 = {instancePath:instancePath+"/approvalsReviewer",schemaPath:"#/properties/approvalsReviewer/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
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
let valid4 = false;
const _errs21 = errors;
if(!(validate56(data6, {instancePath:instancePath+"/effort",parentData:data,parentDataProperty:"effort",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var _valid2 = _errs21 === errors;
valid4 = valid4 || _valid2;
if(!valid4){
const _errs22 = errors;
if(data6 !== null){
const err4 = {instancePath:instancePath+"/effort",schemaPath:"#/properties/effort/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid2 = _errs22 === errors;
valid4 = valid4 || _valid2;
}
if(!valid4){
const err5 = {instancePath:instancePath+"/effort",schemaPath:"#/properties/effort/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
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
if(!(validate99(data7[i1], {instancePath:instancePath+"/input/" + i1,parentData:data7,parentDataProperty:i1,rootData}))){
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
let valid6 = false;
const _errs33 = errors;
if(!(validate40(data11, {instancePath:instancePath+"/personality",parentData:data,parentDataProperty:"personality",rootData}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
var _valid3 = _errs33 === errors;
valid6 = valid6 || _valid3;
if(!valid6){
const _errs34 = errors;
if(data11 !== null){
const err6 = {instancePath:instancePath+"/personality",schemaPath:"#/properties/personality/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid3 = _errs34 === errors;
valid6 = valid6 || _valid3;
}
if(!valid6){
const err7 = {instancePath:instancePath+"/personality",schemaPath:"#/properties/personality/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs32;
if(vErrors !== null){
if(_errs32){
vErrors.length = _errs32;
}
else {
vErrors = null;
}
}
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
let valid7 = false;
const _errs40 = errors;
if(!(validate58(data13, {instancePath:instancePath+"/sandboxPolicy",parentData:data,parentDataProperty:"sandboxPolicy",rootData}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var _valid4 = _errs40 === errors;
valid7 = valid7 || _valid4;
if(!valid7){
const _errs41 = errors;
if(data13 !== null){
const err8 = {instancePath:instancePath+"/sandboxPolicy",schemaPath:"#/properties/sandboxPolicy/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid4 = _errs41 === errors;
valid7 = valid7 || _valid4;
}
if(!valid7){
const err9 = {instancePath:instancePath+"/sandboxPolicy",schemaPath:"#/properties/sandboxPolicy/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs39;
if(vErrors !== null){
if(_errs39){
vErrors.length = _errs39;
}
else {
vErrors = null;
}
}
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
let valid8 = false;
const _errs49 = errors;
if(!(validate236(data16, {instancePath:instancePath+"/summary",parentData:data,parentDataProperty:"summary",rootData}))){
vErrors = vErrors === null ? validate236.errors : vErrors.concat(validate236.errors);
errors = vErrors.length;
}
var _valid5 = _errs49 === errors;
valid8 = valid8 || _valid5;
if(!valid8){
const _errs50 = errors;
if(data16 !== null){
const err10 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid5 = _errs50 === errors;
valid8 = valid8 || _valid5;
}
if(!valid8){
const err11 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs48;
if(vErrors !== null){
if(_errs48){
vErrors.length = _errs48;
}
else {
vErrors = null;
}
}
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
let valid9 = false;
const _errs56 = errors;
if(!(validate238(data18, {instancePath:instancePath+"/toolOutput",parentData:data,parentDataProperty:"toolOutput",rootData}))){
vErrors = vErrors === null ? validate238.errors : vErrors.concat(validate238.errors);
errors = vErrors.length;
}
var _valid6 = _errs56 === errors;
valid9 = valid9 || _valid6;
if(!valid9){
const _errs57 = errors;
if(data18 !== null){
const err12 = {instancePath:instancePath+"/toolOutput",schemaPath:"#/properties/toolOutput/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid6 = _errs57 === errors;
valid9 = valid9 || _valid6;
}
if(!valid9){
const err13 = {instancePath:instancePath+"/toolOutput",schemaPath:"#/properties/toolOutput/anyOf",keyword:"anyOf",params:{}};
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
else {
errors = _errs55;
if(vErrors !== null){
if(_errs55){
vErrors.length = _errs55;
}
else {
vErrors = null;
}
}
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


function validate228(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://mwh.invalid/clientRequestParams/v8.json" */;
let vErrors = null;
let errors = 0;
if(!(validate229(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate229.errors : vErrors.concat(validate229.errors);
errors = vErrors.length;
}
validate228.errors = vErrors;
return errors === 0;
}

const v9: Validator<T.TurnStartResponse> = validate242;
const schema104 = {"$id":"https://mwh.invalid/clientResponse/v9.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/TurnStartResponse"};
const schema105 = {"properties":{"turn":{"$ref":"#/definitions/v2/Turn"}},"required":["turn"],"type":"object"};

function validate243(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(validate87(data.turn, {instancePath:instancePath+"/turn",parentData:data,parentDataProperty:"turn",rootData}))){
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


function validate242(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://mwh.invalid/clientResponse/v9.json" */;
let vErrors = null;
let errors = 0;
if(!(validate243(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate243.errors : vErrors.concat(validate243.errors);
errors = vErrors.length;
}
validate242.errors = vErrors;
return errors === 0;
}

const v10: Validator<T.TurnInterruptParams> = validate246;
const schema106 = {"$id":"https://mwh.invalid/clientRequestParams/v10.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/TurnInterruptParams"};
const schema107 = {"properties":{"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["threadId","turnId"],"type":"object"};

function validate247(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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


function validate246(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://mwh.invalid/clientRequestParams/v10.json" */;
let vErrors = null;
let errors = 0;
if(!(validate247(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate247.errors : vErrors.concat(validate247.errors);
errors = vErrors.length;
}
validate246.errors = vErrors;
return errors === 0;
}

const v11: Validator<T.TurnInterruptResponse> = validate249;
const schema108 = {"$id":"https://mwh.invalid/clientResponse/v11.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/TurnInterruptResponse"};
const schema109 = {"type":"object"};

function validate250(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(data && typeof data == "object" && !Array.isArray(data))){
validate250.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
validate250.errors = vErrors;
return errors === 0;
}


function validate249(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://mwh.invalid/clientResponse/v11.json" */;
let vErrors = null;
let errors = 0;
if(!(validate250(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate250.errors : vErrors.concat(validate250.errors);
errors = vErrors.length;
}
validate249.errors = vErrors;
return errors === 0;
}

const v12: Validator<T.LoginAccountParams> = validate252;
const schema110 = {"$id":"https://mwh.invalid/clientRequestParams/v12.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/LoginAccountParams"};
const schema111 = {"oneOf":[{"properties":{"apiKey":{"type":"string"},"type":{"enum":["apiKey"],"type":"string"}},"required":["apiKey","type"],"type":"object"},{"properties":{"appBrand":{"anyOf":[{"$ref":"#/definitions/v2/LoginAppBrand"},{"type":"null"}]},"codexStreamlinedLogin":{"type":"boolean"},"type":{"enum":["chatgpt"],"type":"string"},"useHostedLoginSuccessPage":{"type":"boolean"}},"required":["type"],"type":"object"},{"properties":{"type":{"enum":["chatgptDeviceCode"],"type":"string"}},"required":["type"],"type":"object"},{"properties":{"accessToken":{"type":"string"},"chatgptAccountId":{"type":"string"},"chatgptPlanType":{"type":["string","null"]},"type":{"enum":["chatgptAuthTokens"],"type":"string"}},"required":["accessToken","chatgptAccountId","type"],"type":"object"},{"properties":{"apiKey":{"type":"string"},"region":{"type":"string"},"type":{"enum":["amazonBedrock"],"type":"string"}},"required":["apiKey","region","type"],"type":"object"},{"properties":{"accessKeyId":{"type":"string"},"region":{"type":"string"},"secretAccessKey":{"type":"string"},"sessionToken":{"type":["string","null"]},"type":{"enum":["amazonBedrockAccessKeys"],"type":"string"}},"required":["accessKeyId","region","secretAccessKey","type"],"type":"object"}],"type":"object","discriminator":{"propertyName":"type"}};
const schema112 = {"enum":["codex","chatgpt"],"type":"string"};

function validate254(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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


function validate253(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
let valid5 = false;
const _errs12 = errors;
if(!(validate254(data2, {instancePath:instancePath+"/appBrand",parentData:data,parentDataProperty:"appBrand",rootData}))){
vErrors = vErrors === null ? validate254.errors : vErrors.concat(validate254.errors);
errors = vErrors.length;
}
var _valid0 = _errs12 === errors;
valid5 = valid5 || _valid0;
if(!valid5){
const _errs13 = errors;
if(data2 !== null){
const err0 = {instancePath:instancePath+"/appBrand",schemaPath:"#/oneOf/1/properties/appBrand/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid5 = valid5 || _valid0;
}
if(!valid5){
const err1 = {instancePath:instancePath+"/appBrand",schemaPath:"#/oneOf/1/properties/appBrand/anyOf",keyword:"anyOf",params:{}};
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


function validate252(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://mwh.invalid/clientRequestParams/v12.json" */;
let vErrors = null;
let errors = 0;
if(!(validate253(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate253.errors : vErrors.concat(validate253.errors);
errors = vErrors.length;
}
validate252.errors = vErrors;
return errors === 0;
}

const v13: Validator<T.LoginAccountResponse> = validate257;
const schema113 = {"$id":"https://mwh.invalid/clientResponse/v13.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/LoginAccountResponse"};
const schema114 = {"oneOf":[{"properties":{"type":{"enum":["apiKey"],"type":"string"}},"required":["type"],"type":"object"},{"properties":{"authUrl":{"type":"string"},"loginId":{"type":"string"},"type":{"enum":["chatgpt"],"type":"string"}},"required":["authUrl","loginId","type"],"type":"object"},{"properties":{"loginId":{"type":"string"},"type":{"enum":["chatgptDeviceCode"],"type":"string"},"userCode":{"type":"string"},"verificationUrl":{"type":"string"}},"required":["loginId","type","userCode","verificationUrl"],"type":"object"},{"properties":{"type":{"enum":["chatgptAuthTokens"],"type":"string"}},"required":["type"],"type":"object"},{"properties":{"type":{"enum":["amazonBedrock"],"type":"string"}},"required":["type"],"type":"object"}],"type":"object","discriminator":{"propertyName":"type"}};

function validate258(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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


function validate257(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://mwh.invalid/clientResponse/v13.json" */;
let vErrors = null;
let errors = 0;
if(!(validate258(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate258.errors : vErrors.concat(validate258.errors);
errors = vErrors.length;
}
validate257.errors = vErrors;
return errors === 0;
}

const v14: Validator<T.ErrorNotification> = validate260;
const schema115 = {"$id":"https://mwh.invalid/serverNotificationParams/v14.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ErrorNotification"};
const schema116 = {"properties":{"error":{"$ref":"#/definitions/v2/TurnError"},"threadId":{"type":"string"},"turnId":{"type":"string"},"willRetry":{"type":"boolean"}},"required":["error","threadId","turnId","willRetry"],"type":"object"};

function validate261(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(validate88(data.error, {instancePath:instancePath+"/error",parentData:data,parentDataProperty:"error",rootData}))){
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


function validate260(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v14.json" */;
let vErrors = null;
let errors = 0;
if(!(validate261(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate261.errors : vErrors.concat(validate261.errors);
errors = vErrors.length;
}
validate260.errors = vErrors;
return errors === 0;
}

const v15: Validator<T.ThreadStartedNotification> = validate264;
const schema117 = {"$id":"https://mwh.invalid/serverNotificationParams/v15.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadStartedNotification"};
const schema118 = {"properties":{"thread":{"$ref":"#/definitions/v2/Thread"}},"required":["thread"],"type":"object"};

function validate265(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(validate63(data.thread, {instancePath:instancePath+"/thread",parentData:data,parentDataProperty:"thread",rootData}))){
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


function validate264(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v15.json" */;
let vErrors = null;
let errors = 0;
if(!(validate265(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate265.errors : vErrors.concat(validate265.errors);
errors = vErrors.length;
}
validate264.errors = vErrors;
return errors === 0;
}

const v16: Validator<T.ThreadTokenUsageUpdatedNotification> = validate268;
const schema119 = {"$id":"https://mwh.invalid/serverNotificationParams/v16.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ThreadTokenUsageUpdatedNotification"};
const schema120 = {"properties":{"threadId":{"type":"string"},"tokenUsage":{"$ref":"#/definitions/v2/ThreadTokenUsage"},"turnId":{"type":"string"}},"required":["threadId","tokenUsage","turnId"],"type":"object"};
const schema121 = {"properties":{"last":{"$ref":"#/definitions/v2/TokenUsageBreakdown"},"modelContextWindow":{"format":"int64","type":["integer","null"]},"total":{"$ref":"#/definitions/v2/TokenUsageBreakdown"}},"required":["last","total"],"type":"object"};
const schema122 = {"properties":{"cacheWriteInputTokens":{"format":"int64","type":"integer"},"cachedInputTokens":{"format":"int64","type":"integer"},"inputTokens":{"format":"int64","type":"integer"},"outputTokens":{"format":"int64","type":"integer"},"reasoningOutputTokens":{"format":"int64","type":"integer"},"totalTokens":{"format":"int64","type":"integer"}},"required":["cachedInputTokens","inputTokens","outputTokens","reasoningOutputTokens","totalTokens"],"type":"object"};

function validate271(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.cachedInputTokens === undefined) && (missing0 = "cachedInputTokens")) || ((data.inputTokens === undefined) && (missing0 = "inputTokens"))) || ((data.outputTokens === undefined) && (missing0 = "outputTokens"))) || ((data.reasoningOutputTokens === undefined) && (missing0 = "reasoningOutputTokens"))) || ((data.totalTokens === undefined) && (missing0 = "totalTokens"))){
validate271.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.cacheWriteInputTokens !== undefined){
let data0 = data.cacheWriteInputTokens;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate271.errors = [{instancePath:instancePath+"/cacheWriteInputTokens",schemaPath:"#/properties/cacheWriteInputTokens/type",keyword:"type",params:{type: "integer"}}];
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
validate271.errors = [{instancePath:instancePath+"/cachedInputTokens",schemaPath:"#/properties/cachedInputTokens/type",keyword:"type",params:{type: "integer"}}];
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
validate271.errors = [{instancePath:instancePath+"/inputTokens",schemaPath:"#/properties/inputTokens/type",keyword:"type",params:{type: "integer"}}];
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
validate271.errors = [{instancePath:instancePath+"/outputTokens",schemaPath:"#/properties/outputTokens/type",keyword:"type",params:{type: "integer"}}];
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
validate271.errors = [{instancePath:instancePath+"/reasoningOutputTokens",schemaPath:"#/properties/reasoningOutputTokens/type",keyword:"type",params:{type: "integer"}}];
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
validate271.errors = [{instancePath:instancePath+"/totalTokens",schemaPath:"#/properties/totalTokens/type",keyword:"type",params:{type: "integer"}}];
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
validate271.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate271.errors = vErrors;
return errors === 0;
}


function validate270(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.last === undefined) && (missing0 = "last")) || ((data.total === undefined) && (missing0 = "total"))){
validate270.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.last !== undefined){
const _errs1 = errors;
if(!(validate271(data.last, {instancePath:instancePath+"/last",parentData:data,parentDataProperty:"last",rootData}))){
vErrors = vErrors === null ? validate271.errors : vErrors.concat(validate271.errors);
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
validate270.errors = [{instancePath:instancePath+"/modelContextWindow",schemaPath:"#/properties/modelContextWindow/type",keyword:"type",params:{type: schema121.properties.modelContextWindow.type}}];
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
if(!(validate271(data.total, {instancePath:instancePath+"/total",parentData:data,parentDataProperty:"total",rootData}))){
vErrors = vErrors === null ? validate271.errors : vErrors.concat(validate271.errors);
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
validate270.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate270.errors = vErrors;
return errors === 0;
}


function validate269(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.threadId === undefined) && (missing0 = "threadId")) || ((data.tokenUsage === undefined) && (missing0 = "tokenUsage"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate269.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.threadId !== undefined){
const _errs1 = errors;
if(typeof data.threadId !== "string"){
validate269.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate270(data.tokenUsage, {instancePath:instancePath+"/tokenUsage",parentData:data,parentDataProperty:"tokenUsage",rootData}))){
vErrors = vErrors === null ? validate270.errors : vErrors.concat(validate270.errors);
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
validate269.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate269.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate269.errors = vErrors;
return errors === 0;
}


function validate268(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v16.json" */;
let vErrors = null;
let errors = 0;
if(!(validate269(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate269.errors : vErrors.concat(validate269.errors);
errors = vErrors.length;
}
validate268.errors = vErrors;
return errors === 0;
}

const v17: Validator<T.TurnStartedNotification> = validate276;
const schema123 = {"$id":"https://mwh.invalid/serverNotificationParams/v17.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/TurnStartedNotification"};
const schema124 = {"properties":{"threadId":{"type":"string"},"turn":{"$ref":"#/definitions/v2/Turn"}},"required":["threadId","turn"],"type":"object"};

function validate277(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.threadId === undefined) && (missing0 = "threadId")) || ((data.turn === undefined) && (missing0 = "turn"))){
validate277.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.threadId !== undefined){
const _errs1 = errors;
if(typeof data.threadId !== "string"){
validate277.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate87(data.turn, {instancePath:instancePath+"/turn",parentData:data,parentDataProperty:"turn",rootData}))){
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
validate277.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate277.errors = vErrors;
return errors === 0;
}


function validate276(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v17.json" */;
let vErrors = null;
let errors = 0;
if(!(validate277(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate277.errors : vErrors.concat(validate277.errors);
errors = vErrors.length;
}
validate276.errors = vErrors;
return errors === 0;
}

const v18: Validator<T.TurnCompletedNotification> = validate280;
const schema125 = {"$id":"https://mwh.invalid/serverNotificationParams/v18.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/TurnCompletedNotification"};
const schema126 = {"properties":{"threadId":{"type":"string"},"turn":{"$ref":"#/definitions/v2/Turn"}},"required":["threadId","turn"],"type":"object"};

function validate281(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.threadId === undefined) && (missing0 = "threadId")) || ((data.turn === undefined) && (missing0 = "turn"))){
validate281.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.threadId !== undefined){
const _errs1 = errors;
if(typeof data.threadId !== "string"){
validate281.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate87(data.turn, {instancePath:instancePath+"/turn",parentData:data,parentDataProperty:"turn",rootData}))){
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
validate281.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate281.errors = vErrors;
return errors === 0;
}


function validate280(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v18.json" */;
let vErrors = null;
let errors = 0;
if(!(validate281(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate281.errors : vErrors.concat(validate281.errors);
errors = vErrors.length;
}
validate280.errors = vErrors;
return errors === 0;
}

const v19: Validator<T.ItemStartedNotification> = validate284;
const schema127 = {"$id":"https://mwh.invalid/serverNotificationParams/v19.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ItemStartedNotification"};
const schema128 = {"properties":{"item":{"$ref":"#/definitions/v2/ThreadItem"},"startedAtMs":{"format":"int64","type":"integer"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["item","startedAtMs","threadId","turnId"],"type":"object"};

function validate285(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.item === undefined) && (missing0 = "item")) || ((data.startedAtMs === undefined) && (missing0 = "startedAtMs"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate285.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.item !== undefined){
const _errs1 = errors;
if(!(validate98(data.item, {instancePath:instancePath+"/item",parentData:data,parentDataProperty:"item",rootData}))){
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
validate285.errors = [{instancePath:instancePath+"/startedAtMs",schemaPath:"#/properties/startedAtMs/type",keyword:"type",params:{type: "integer"}}];
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
validate285.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate285.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate285.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate285.errors = vErrors;
return errors === 0;
}


function validate284(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v19.json" */;
let vErrors = null;
let errors = 0;
if(!(validate285(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate285.errors : vErrors.concat(validate285.errors);
errors = vErrors.length;
}
validate284.errors = vErrors;
return errors === 0;
}

const v20: Validator<T.ItemCompletedNotification> = validate288;
const schema129 = {"$id":"https://mwh.invalid/serverNotificationParams/v20.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ItemCompletedNotification"};
const schema130 = {"properties":{"completedAtMs":{"format":"int64","type":"integer"},"contentTokenCount":{"format":"uint64","minimum":0,"type":["integer","null"]},"item":{"$ref":"#/definitions/v2/ThreadItem"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["completedAtMs","item","threadId","turnId"],"type":"object"};

function validate289(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.completedAtMs === undefined) && (missing0 = "completedAtMs")) || ((data.item === undefined) && (missing0 = "item"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate289.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.completedAtMs !== undefined){
let data0 = data.completedAtMs;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate289.errors = [{instancePath:instancePath+"/completedAtMs",schemaPath:"#/properties/completedAtMs/type",keyword:"type",params:{type: "integer"}}];
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
validate289.errors = [{instancePath:instancePath+"/contentTokenCount",schemaPath:"#/properties/contentTokenCount/type",keyword:"type",params:{type: schema130.properties.contentTokenCount.type}}];
return false;
}
if(errors === _errs3){
if(typeof data1 == "number"){
if(data1 < 0 || isNaN(data1)){
validate289.errors = [{instancePath:instancePath+"/contentTokenCount",schemaPath:"#/properties/contentTokenCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
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
if(!(validate98(data.item, {instancePath:instancePath+"/item",parentData:data,parentDataProperty:"item",rootData}))){
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
validate289.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate289.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate289.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate289.errors = vErrors;
return errors === 0;
}


function validate288(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v20.json" */;
let vErrors = null;
let errors = 0;
if(!(validate289(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate289.errors : vErrors.concat(validate289.errors);
errors = vErrors.length;
}
validate288.errors = vErrors;
return errors === 0;
}

const v21: Validator<T.AgentMessageDeltaNotification> = validate292;
const schema131 = {"$id":"https://mwh.invalid/serverNotificationParams/v21.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/AgentMessageDeltaNotification"};
const schema132 = {"properties":{"delta":{"type":"string"},"itemId":{"type":"string"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["delta","itemId","threadId","turnId"],"type":"object"};

function validate293(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.delta === undefined) && (missing0 = "delta")) || ((data.itemId === undefined) && (missing0 = "itemId"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate293.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.delta !== undefined){
const _errs1 = errors;
if(typeof data.delta !== "string"){
validate293.errors = [{instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/type",keyword:"type",params:{type: "string"}}];
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
validate293.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "string"}}];
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
validate293.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate293.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate293.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate293.errors = vErrors;
return errors === 0;
}


function validate292(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v21.json" */;
let vErrors = null;
let errors = 0;
if(!(validate293(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate293.errors : vErrors.concat(validate293.errors);
errors = vErrors.length;
}
validate292.errors = vErrors;
return errors === 0;
}

const v22: Validator<T.McpServerStatusUpdatedNotification> = validate295;
const schema133 = {"$id":"https://mwh.invalid/serverNotificationParams/v22.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/McpServerStatusUpdatedNotification"};
const schema134 = {"properties":{"environmentId":{"type":["string","null"]},"error":{"type":["string","null"]},"failureReason":{"anyOf":[{"$ref":"#/definitions/v2/McpServerStartupFailureReason"},{"type":"null"}]},"name":{"type":"string"},"status":{"$ref":"#/definitions/v2/McpServerStartupState"},"threadId":{"type":["string","null"]}},"required":["name","status"],"type":"object"};
const schema135 = {"enum":["reauthenticationRequired"],"type":"string"};

function validate297(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate297.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data === "reauthenticationRequired")){
validate297.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema135.enum}}];
return false;
}
validate297.errors = vErrors;
return errors === 0;
}

const schema136 = {"enum":["starting","ready","failed","cancelled"],"type":"string"};

function validate299(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate299.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data === "starting") || (data === "ready")) || (data === "failed")) || (data === "cancelled"))){
validate299.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema136.enum}}];
return false;
}
validate299.errors = vErrors;
return errors === 0;
}


function validate296(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.name === undefined) && (missing0 = "name")) || ((data.status === undefined) && (missing0 = "status"))){
validate296.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.environmentId !== undefined){
let data0 = data.environmentId;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate296.errors = [{instancePath:instancePath+"/environmentId",schemaPath:"#/properties/environmentId/type",keyword:"type",params:{type: schema134.properties.environmentId.type}}];
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
validate296.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: schema134.properties.error.type}}];
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
let valid1 = false;
const _errs7 = errors;
if(!(validate297(data2, {instancePath:instancePath+"/failureReason",parentData:data,parentDataProperty:"failureReason",rootData}))){
vErrors = vErrors === null ? validate297.errors : vErrors.concat(validate297.errors);
errors = vErrors.length;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs8 = errors;
if(data2 !== null){
const err0 = {instancePath:instancePath+"/failureReason",schemaPath:"#/properties/failureReason/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/failureReason",schemaPath:"#/properties/failureReason/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate296.errors = vErrors;
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
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs10 = errors;
if(typeof data.name !== "string"){
validate296.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate299(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData}))){
vErrors = vErrors === null ? validate299.errors : vErrors.concat(validate299.errors);
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
validate296.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: schema134.properties.threadId.type}}];
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
validate296.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate296.errors = vErrors;
return errors === 0;
}


function validate295(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v22.json" */;
let vErrors = null;
let errors = 0;
if(!(validate296(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate296.errors : vErrors.concat(validate296.errors);
errors = vErrors.length;
}
validate295.errors = vErrors;
return errors === 0;
}

const v23: Validator<T.ReasoningSummaryTextDeltaNotification> = validate302;
const schema137 = {"$id":"https://mwh.invalid/serverNotificationParams/v23.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ReasoningSummaryTextDeltaNotification"};
const schema138 = {"properties":{"delta":{"type":"string"},"itemId":{"type":"string"},"summaryIndex":{"format":"int64","type":"integer"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["delta","itemId","summaryIndex","threadId","turnId"],"type":"object"};

function validate303(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.delta === undefined) && (missing0 = "delta")) || ((data.itemId === undefined) && (missing0 = "itemId"))) || ((data.summaryIndex === undefined) && (missing0 = "summaryIndex"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate303.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.delta !== undefined){
const _errs1 = errors;
if(typeof data.delta !== "string"){
validate303.errors = [{instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/type",keyword:"type",params:{type: "string"}}];
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
validate303.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "string"}}];
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
validate303.errors = [{instancePath:instancePath+"/summaryIndex",schemaPath:"#/properties/summaryIndex/type",keyword:"type",params:{type: "integer"}}];
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
validate303.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate303.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate303.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate303.errors = vErrors;
return errors === 0;
}


function validate302(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v23.json" */;
let vErrors = null;
let errors = 0;
if(!(validate303(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate303.errors : vErrors.concat(validate303.errors);
errors = vErrors.length;
}
validate302.errors = vErrors;
return errors === 0;
}

const v24: Validator<T.ReasoningSummaryPartAddedNotification> = validate305;
const schema139 = {"$id":"https://mwh.invalid/serverNotificationParams/v24.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ReasoningSummaryPartAddedNotification"};
const schema140 = {"properties":{"itemId":{"type":"string"},"summaryIndex":{"format":"int64","type":"integer"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["itemId","summaryIndex","threadId","turnId"],"type":"object"};

function validate306(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.itemId === undefined) && (missing0 = "itemId")) || ((data.summaryIndex === undefined) && (missing0 = "summaryIndex"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate306.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.itemId !== undefined){
const _errs1 = errors;
if(typeof data.itemId !== "string"){
validate306.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "string"}}];
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
validate306.errors = [{instancePath:instancePath+"/summaryIndex",schemaPath:"#/properties/summaryIndex/type",keyword:"type",params:{type: "integer"}}];
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
validate306.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate306.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate306.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate306.errors = vErrors;
return errors === 0;
}


function validate305(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v24.json" */;
let vErrors = null;
let errors = 0;
if(!(validate306(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate306.errors : vErrors.concat(validate306.errors);
errors = vErrors.length;
}
validate305.errors = vErrors;
return errors === 0;
}

const v25: Validator<T.ReasoningTextDeltaNotification> = validate308;
const schema141 = {"$id":"https://mwh.invalid/serverNotificationParams/v25.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ReasoningTextDeltaNotification"};
const schema142 = {"properties":{"contentIndex":{"format":"int64","type":"integer"},"delta":{"type":"string"},"itemId":{"type":"string"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["contentIndex","delta","itemId","threadId","turnId"],"type":"object"};

function validate309(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.contentIndex === undefined) && (missing0 = "contentIndex")) || ((data.delta === undefined) && (missing0 = "delta"))) || ((data.itemId === undefined) && (missing0 = "itemId"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate309.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.contentIndex !== undefined){
let data0 = data.contentIndex;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate309.errors = [{instancePath:instancePath+"/contentIndex",schemaPath:"#/properties/contentIndex/type",keyword:"type",params:{type: "integer"}}];
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
validate309.errors = [{instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/type",keyword:"type",params:{type: "string"}}];
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
validate309.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "string"}}];
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
validate309.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate309.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate309.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate309.errors = vErrors;
return errors === 0;
}


function validate308(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v25.json" */;
let vErrors = null;
let errors = 0;
if(!(validate309(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate309.errors : vErrors.concat(validate309.errors);
errors = vErrors.length;
}
validate308.errors = vErrors;
return errors === 0;
}

const v26: Validator<T.ModelReroutedNotification> = validate311;
const schema143 = {"$id":"https://mwh.invalid/serverNotificationParams/v26.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/ModelReroutedNotification"};
const schema144 = {"properties":{"fromModel":{"type":"string"},"reason":{"$ref":"#/definitions/v2/ModelRerouteReason"},"threadId":{"type":"string"},"toModel":{"type":"string"},"turnId":{"type":"string"}},"required":["fromModel","reason","threadId","toModel","turnId"],"type":"object"};
const schema145 = {"enum":["highRiskCyberActivity"],"type":"string"};

function validate313(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate313.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data === "highRiskCyberActivity")){
validate313.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema145.enum}}];
return false;
}
validate313.errors = vErrors;
return errors === 0;
}


function validate312(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.fromModel === undefined) && (missing0 = "fromModel")) || ((data.reason === undefined) && (missing0 = "reason"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.toModel === undefined) && (missing0 = "toModel"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate312.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.fromModel !== undefined){
const _errs1 = errors;
if(typeof data.fromModel !== "string"){
validate312.errors = [{instancePath:instancePath+"/fromModel",schemaPath:"#/properties/fromModel/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate313(data.reason, {instancePath:instancePath+"/reason",parentData:data,parentDataProperty:"reason",rootData}))){
vErrors = vErrors === null ? validate313.errors : vErrors.concat(validate313.errors);
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
validate312.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate312.errors = [{instancePath:instancePath+"/toModel",schemaPath:"#/properties/toModel/type",keyword:"type",params:{type: "string"}}];
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
validate312.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate312.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate312.errors = vErrors;
return errors === 0;
}


function validate311(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v26.json" */;
let vErrors = null;
let errors = 0;
if(!(validate312(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate312.errors : vErrors.concat(validate312.errors);
errors = vErrors.length;
}
validate311.errors = vErrors;
return errors === 0;
}

const v27: Validator<T.WarningNotification> = validate316;
const schema146 = {"$id":"https://mwh.invalid/serverNotificationParams/v27.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/WarningNotification"};
const schema147 = {"properties":{"message":{"type":"string"},"threadId":{"type":["string","null"]}},"required":["message"],"type":"object"};

function validate317(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.message === undefined) && (missing0 = "message")){
validate317.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.message !== undefined){
const _errs1 = errors;
if(typeof data.message !== "string"){
validate317.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"}}];
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
validate317.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: schema147.properties.threadId.type}}];
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
validate317.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate317.errors = vErrors;
return errors === 0;
}


function validate316(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v27.json" */;
let vErrors = null;
let errors = 0;
if(!(validate317(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate317.errors : vErrors.concat(validate317.errors);
errors = vErrors.length;
}
validate316.errors = vErrors;
return errors === 0;
}

const v28: Validator<T.AccountLoginCompletedNotification> = validate319;
const schema148 = {"$id":"https://mwh.invalid/serverNotificationParams/v28.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/v2/AccountLoginCompletedNotification"};
const schema149 = {"properties":{"error":{"type":["string","null"]},"loginId":{"type":["string","null"]},"onboardingEntrypoint":{"anyOf":[{"$ref":"#/definitions/v2/DesktopOnboardingEntrypoint"},{"type":"null"}]},"success":{"type":"boolean"}},"required":["success"],"type":"object"};
const schema150 = {"enum":["life_sciences"],"type":"string"};

function validate321(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate321.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data === "life_sciences")){
validate321.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema150.enum}}];
return false;
}
validate321.errors = vErrors;
return errors === 0;
}


function validate320(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.success === undefined) && (missing0 = "success")){
validate320.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.error !== undefined){
let data0 = data.error;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate320.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: schema149.properties.error.type}}];
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
validate320.errors = [{instancePath:instancePath+"/loginId",schemaPath:"#/properties/loginId/type",keyword:"type",params:{type: schema149.properties.loginId.type}}];
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
let valid1 = false;
const _errs7 = errors;
if(!(validate321(data2, {instancePath:instancePath+"/onboardingEntrypoint",parentData:data,parentDataProperty:"onboardingEntrypoint",rootData}))){
vErrors = vErrors === null ? validate321.errors : vErrors.concat(validate321.errors);
errors = vErrors.length;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs8 = errors;
if(data2 !== null){
const err0 = {instancePath:instancePath+"/onboardingEntrypoint",schemaPath:"#/properties/onboardingEntrypoint/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/onboardingEntrypoint",schemaPath:"#/properties/onboardingEntrypoint/anyOf",keyword:"anyOf",params:{}};
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
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.success !== undefined){
const _errs10 = errors;
if(typeof data.success !== "boolean"){
validate320.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"}}];
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
validate320.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate320.errors = vErrors;
return errors === 0;
}


function validate319(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://mwh.invalid/serverNotificationParams/v28.json" */;
let vErrors = null;
let errors = 0;
if(!(validate320(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate320.errors : vErrors.concat(validate320.errors);
errors = vErrors.length;
}
validate319.errors = vErrors;
return errors === 0;
}

const v29: Validator<T.CommandExecutionRequestApprovalParams> = validate324;
const schema151 = {"$id":"https://mwh.invalid/serverRequestParams/v29.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/CommandExecutionRequestApprovalParams"};
const schema152 = {"properties":{"approvalId":{"type":["string","null"]},"command":{"type":["string","null"]},"commandActions":{"items":{"$ref":"#/definitions/v2/CommandAction"},"type":["array","null"]},"cwd":{"anyOf":[{"$ref":"#/definitions/v2/LegacyAppPathString"},{"type":"null"}]},"environmentId":{"type":["string","null"]},"itemId":{"type":"string"},"kind":{"allOf":[{"$ref":"#/definitions/CommandExecutionApprovalKind"}]},"networkApprovalContext":{"anyOf":[{"$ref":"#/definitions/NetworkApprovalContext"},{"type":"null"}]},"proposedExecpolicyAmendment":{"items":{"type":"string"},"type":["array","null"]},"proposedNetworkPolicyAmendments":{"items":{"$ref":"#/definitions/NetworkPolicyAmendment"},"type":["array","null"]},"reason":{"type":["string","null"]},"startedAtMs":{"format":"int64","type":"integer"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["itemId","startedAtMs","threadId","turnId"],"type":"object"};
const schema153 = {"oneOf":[{"enum":["command","writeStdin"],"type":"string"},{"enum":["humanCommand"],"type":"string"}]};

function validate328(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
const err1 = {instancePath,schemaPath:"#/oneOf/0/enum",keyword:"enum",params:{allowedValues: schema153.oneOf[0].enum}};
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
const err3 = {instancePath,schemaPath:"#/oneOf/1/enum",keyword:"enum",params:{allowedValues: schema153.oneOf[1].enum}};
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
validate328.errors = vErrors;
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
validate328.errors = vErrors;
return errors === 0;
}

const schema154 = {"properties":{"host":{"type":"string"},"protocol":{"$ref":"#/definitions/v2/NetworkApprovalProtocol"}},"required":["host","protocol"],"type":"object"};
const schema155 = {"enum":["http","https","socks5Tcp","socks5Udp"],"type":"string"};

function validate331(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate331.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data === "http") || (data === "https")) || (data === "socks5Tcp")) || (data === "socks5Udp"))){
validate331.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema155.enum}}];
return false;
}
validate331.errors = vErrors;
return errors === 0;
}


function validate330(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.host === undefined) && (missing0 = "host")) || ((data.protocol === undefined) && (missing0 = "protocol"))){
validate330.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.host !== undefined){
const _errs1 = errors;
if(typeof data.host !== "string"){
validate330.errors = [{instancePath:instancePath+"/host",schemaPath:"#/properties/host/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate331(data.protocol, {instancePath:instancePath+"/protocol",parentData:data,parentDataProperty:"protocol",rootData}))){
vErrors = vErrors === null ? validate331.errors : vErrors.concat(validate331.errors);
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
validate330.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate330.errors = vErrors;
return errors === 0;
}

const schema156 = {"properties":{"action":{"$ref":"#/definitions/NetworkPolicyRuleAction"},"host":{"type":"string"}},"required":["action","host"],"type":"object"};
const schema157 = {"enum":["allow","deny"],"type":"string"};

function validate335(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate335.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "allow") || (data === "deny"))){
validate335.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema157.enum}}];
return false;
}
validate335.errors = vErrors;
return errors === 0;
}


function validate334(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.action === undefined) && (missing0 = "action")) || ((data.host === undefined) && (missing0 = "host"))){
validate334.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.action !== undefined){
const _errs1 = errors;
if(!(validate335(data.action, {instancePath:instancePath+"/action",parentData:data,parentDataProperty:"action",rootData}))){
vErrors = vErrors === null ? validate335.errors : vErrors.concat(validate335.errors);
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
validate334.errors = [{instancePath:instancePath+"/host",schemaPath:"#/properties/host/type",keyword:"type",params:{type: "string"}}];
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
validate334.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate334.errors = vErrors;
return errors === 0;
}


function validate325(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.itemId === undefined) && (missing0 = "itemId")) || ((data.startedAtMs === undefined) && (missing0 = "startedAtMs"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate325.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.approvalId !== undefined){
let data0 = data.approvalId;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate325.errors = [{instancePath:instancePath+"/approvalId",schemaPath:"#/properties/approvalId/type",keyword:"type",params:{type: schema152.properties.approvalId.type}}];
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
validate325.errors = [{instancePath:instancePath+"/command",schemaPath:"#/properties/command/type",keyword:"type",params:{type: schema152.properties.command.type}}];
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
validate325.errors = [{instancePath:instancePath+"/commandActions",schemaPath:"#/properties/commandActions/type",keyword:"type",params:{type: schema152.properties.commandActions.type}}];
return false;
}
if(errors === _errs5){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(!(validate139(data2[i0], {instancePath:instancePath+"/commandActions/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
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
let valid2 = false;
const _errs10 = errors;
if(!(validate54(data4, {instancePath:instancePath+"/cwd",parentData:data,parentDataProperty:"cwd",rootData}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var _valid0 = _errs10 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs11 = errors;
if(data4 !== null){
const err0 = {instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs11 === errors;
valid2 = valid2 || _valid0;
}
if(!valid2){
const err1 = {instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate325.errors = vErrors;
return false;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
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
validate325.errors = [{instancePath:instancePath+"/environmentId",schemaPath:"#/properties/environmentId/type",keyword:"type",params:{type: schema152.properties.environmentId.type}}];
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
validate325.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate328(data.kind, {instancePath:instancePath+"/kind",parentData:data,parentDataProperty:"kind",rootData}))){
vErrors = vErrors === null ? validate328.errors : vErrors.concat(validate328.errors);
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
let valid4 = false;
const _errs21 = errors;
if(!(validate330(data8, {instancePath:instancePath+"/networkApprovalContext",parentData:data,parentDataProperty:"networkApprovalContext",rootData}))){
vErrors = vErrors === null ? validate330.errors : vErrors.concat(validate330.errors);
errors = vErrors.length;
}
var _valid1 = _errs21 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const _errs22 = errors;
if(data8 !== null){
const err2 = {instancePath:instancePath+"/networkApprovalContext",schemaPath:"#/properties/networkApprovalContext/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid4 = valid4 || _valid1;
}
if(!valid4){
const err3 = {instancePath:instancePath+"/networkApprovalContext",schemaPath:"#/properties/networkApprovalContext/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate325.errors = vErrors;
return false;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
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
validate325.errors = [{instancePath:instancePath+"/proposedExecpolicyAmendment",schemaPath:"#/properties/proposedExecpolicyAmendment/type",keyword:"type",params:{type: schema152.properties.proposedExecpolicyAmendment.type}}];
return false;
}
if(errors === _errs24){
if(Array.isArray(data9)){
var valid5 = true;
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
const _errs26 = errors;
if(typeof data9[i1] !== "string"){
validate325.errors = [{instancePath:instancePath+"/proposedExecpolicyAmendment/" + i1,schemaPath:"#/properties/proposedExecpolicyAmendment/items/type",keyword:"type",params:{type: "string"}}];
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
validate325.errors = [{instancePath:instancePath+"/proposedNetworkPolicyAmendments",schemaPath:"#/properties/proposedNetworkPolicyAmendments/type",keyword:"type",params:{type: schema152.properties.proposedNetworkPolicyAmendments.type}}];
return false;
}
if(errors === _errs28){
if(Array.isArray(data11)){
var valid6 = true;
const len2 = data11.length;
for(let i2=0; i2<len2; i2++){
const _errs30 = errors;
if(!(validate334(data11[i2], {instancePath:instancePath+"/proposedNetworkPolicyAmendments/" + i2,parentData:data11,parentDataProperty:i2,rootData}))){
vErrors = vErrors === null ? validate334.errors : vErrors.concat(validate334.errors);
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
validate325.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: schema152.properties.reason.type}}];
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
validate325.errors = [{instancePath:instancePath+"/startedAtMs",schemaPath:"#/properties/startedAtMs/type",keyword:"type",params:{type: "integer"}}];
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
validate325.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate325.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate325.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate325.errors = vErrors;
return errors === 0;
}


function validate324(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://mwh.invalid/serverRequestParams/v29.json" */;
let vErrors = null;
let errors = 0;
if(!(validate325(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate325.errors : vErrors.concat(validate325.errors);
errors = vErrors.length;
}
validate324.errors = vErrors;
return errors === 0;
}

const v30: Validator<T.CommandExecutionRequestApprovalResponse> = validate339;
const schema158 = {"$id":"https://mwh.invalid/serverRequestResponse/v30.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/CommandExecutionRequestApprovalResponse"};
const schema159 = {"properties":{"decision":{"$ref":"#/definitions/CommandExecutionApprovalDecision"}},"required":["decision"],"type":"object"};
const schema160 = {"oneOf":[{"enum":["accept"],"type":"string"},{"enum":["acceptForSession"],"type":"string"},{"properties":{"acceptWithExecpolicyAmendment":{"properties":{"execpolicy_amendment":{"items":{"type":"string"},"type":"array"}},"required":["execpolicy_amendment"],"type":"object"}},"required":["acceptWithExecpolicyAmendment"],"type":"object"},{"properties":{"applyNetworkPolicyAmendment":{"properties":{"network_policy_amendment":{"$ref":"#/definitions/NetworkPolicyAmendment"}},"required":["network_policy_amendment"],"type":"object"}},"required":["applyNetworkPolicyAmendment"],"type":"object"},{"enum":["decline"],"type":"string"},{"enum":["cancel"],"type":"string"}]};

function validate341(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
const err1 = {instancePath,schemaPath:"#/oneOf/0/enum",keyword:"enum",params:{allowedValues: schema160.oneOf[0].enum}};
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
const err3 = {instancePath,schemaPath:"#/oneOf/1/enum",keyword:"enum",params:{allowedValues: schema160.oneOf[1].enum}};
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
if(!(validate334(data3.network_policy_amendment, {instancePath:instancePath+"/applyNetworkPolicyAmendment/network_policy_amendment",parentData:data3,parentDataProperty:"network_policy_amendment",rootData}))){
vErrors = vErrors === null ? validate334.errors : vErrors.concat(validate334.errors);
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
const err15 = {instancePath,schemaPath:"#/oneOf/4/enum",keyword:"enum",params:{allowedValues: schema160.oneOf[4].enum}};
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
const err17 = {instancePath,schemaPath:"#/oneOf/5/enum",keyword:"enum",params:{allowedValues: schema160.oneOf[5].enum}};
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
validate341.errors = vErrors;
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
validate341.errors = vErrors;
return errors === 0;
}


function validate340(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.decision === undefined) && (missing0 = "decision")){
validate340.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.decision !== undefined){
if(!(validate341(data.decision, {instancePath:instancePath+"/decision",parentData:data,parentDataProperty:"decision",rootData}))){
vErrors = vErrors === null ? validate341.errors : vErrors.concat(validate341.errors);
errors = vErrors.length;
}
}
}
}
else {
validate340.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate340.errors = vErrors;
return errors === 0;
}


function validate339(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://mwh.invalid/serverRequestResponse/v30.json" */;
let vErrors = null;
let errors = 0;
if(!(validate340(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate340.errors : vErrors.concat(validate340.errors);
errors = vErrors.length;
}
validate339.errors = vErrors;
return errors === 0;
}

const v31: Validator<T.FileChangeRequestApprovalParams> = validate345;
const schema161 = {"$id":"https://mwh.invalid/serverRequestParams/v31.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/FileChangeRequestApprovalParams"};
const schema162 = {"properties":{"grantRoot":{"type":["string","null"]},"itemId":{"type":"string"},"reason":{"type":["string","null"]},"startedAtMs":{"format":"int64","type":"integer"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["itemId","startedAtMs","threadId","turnId"],"type":"object"};

function validate346(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.itemId === undefined) && (missing0 = "itemId")) || ((data.startedAtMs === undefined) && (missing0 = "startedAtMs"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate346.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.grantRoot !== undefined){
let data0 = data.grantRoot;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate346.errors = [{instancePath:instancePath+"/grantRoot",schemaPath:"#/properties/grantRoot/type",keyword:"type",params:{type: schema162.properties.grantRoot.type}}];
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
validate346.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "string"}}];
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
validate346.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: schema162.properties.reason.type}}];
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
validate346.errors = [{instancePath:instancePath+"/startedAtMs",schemaPath:"#/properties/startedAtMs/type",keyword:"type",params:{type: "integer"}}];
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
validate346.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate346.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate346.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate346.errors = vErrors;
return errors === 0;
}


function validate345(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://mwh.invalid/serverRequestParams/v31.json" */;
let vErrors = null;
let errors = 0;
if(!(validate346(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate346.errors : vErrors.concat(validate346.errors);
errors = vErrors.length;
}
validate345.errors = vErrors;
return errors === 0;
}

const v32: Validator<T.FileChangeRequestApprovalResponse> = validate348;
const schema163 = {"$id":"https://mwh.invalid/serverRequestResponse/v32.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/FileChangeRequestApprovalResponse"};
const schema164 = {"properties":{"decision":{"$ref":"#/definitions/FileChangeApprovalDecision"}},"required":["decision"],"type":"object"};
const schema165 = {"oneOf":[{"enum":["accept"],"type":"string"},{"enum":["acceptForSession"],"type":"string"},{"enum":["decline"],"type":"string"},{"enum":["cancel"],"type":"string"}]};

function validate350(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
const err1 = {instancePath,schemaPath:"#/oneOf/0/enum",keyword:"enum",params:{allowedValues: schema165.oneOf[0].enum}};
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
const err3 = {instancePath,schemaPath:"#/oneOf/1/enum",keyword:"enum",params:{allowedValues: schema165.oneOf[1].enum}};
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
const err5 = {instancePath,schemaPath:"#/oneOf/2/enum",keyword:"enum",params:{allowedValues: schema165.oneOf[2].enum}};
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
const err7 = {instancePath,schemaPath:"#/oneOf/3/enum",keyword:"enum",params:{allowedValues: schema165.oneOf[3].enum}};
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


function validate349(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.decision === undefined) && (missing0 = "decision")){
validate349.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.decision !== undefined){
if(!(validate350(data.decision, {instancePath:instancePath+"/decision",parentData:data,parentDataProperty:"decision",rootData}))){
vErrors = vErrors === null ? validate350.errors : vErrors.concat(validate350.errors);
errors = vErrors.length;
}
}
}
}
else {
validate349.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate349.errors = vErrors;
return errors === 0;
}


function validate348(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://mwh.invalid/serverRequestResponse/v32.json" */;
let vErrors = null;
let errors = 0;
if(!(validate349(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate349.errors : vErrors.concat(validate349.errors);
errors = vErrors.length;
}
validate348.errors = vErrors;
return errors === 0;
}

const v33: Validator<T.ToolRequestUserInputParams> = validate353;
const schema166 = {"$id":"https://mwh.invalid/serverRequestParams/v33.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/ToolRequestUserInputParams"};
const schema167 = {"properties":{"autoResolutionMs":{"format":"uint64","minimum":0,"type":["integer","null"]},"isBlocking":{"type":"boolean"},"itemId":{"type":"string"},"questions":{"items":{"$ref":"#/definitions/ToolRequestUserInputQuestion"},"type":"array"},"threadId":{"type":"string"},"turnId":{"type":"string"}},"required":["isBlocking","itemId","questions","threadId","turnId"],"type":"object"};
const schema168 = {"properties":{"header":{"type":"string"},"id":{"type":"string"},"isOther":{"type":"boolean"},"isSecret":{"type":"boolean"},"options":{"items":{"$ref":"#/definitions/ToolRequestUserInputOption"},"type":["array","null"]},"question":{"type":"string"}},"required":["header","id","question"],"type":"object"};
const schema169 = {"properties":{"description":{"type":"string"},"label":{"type":"string"}},"required":["description","label"],"type":"object"};

function validate356(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.description === undefined) && (missing0 = "description")) || ((data.label === undefined) && (missing0 = "label"))){
validate356.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.description !== undefined){
const _errs1 = errors;
if(typeof data.description !== "string"){
validate356.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"}}];
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
validate356.errors = [{instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"}}];
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
validate356.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate356.errors = vErrors;
return errors === 0;
}


function validate355(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.header === undefined) && (missing0 = "header")) || ((data.id === undefined) && (missing0 = "id"))) || ((data.question === undefined) && (missing0 = "question"))){
validate355.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.header !== undefined){
const _errs1 = errors;
if(typeof data.header !== "string"){
validate355.errors = [{instancePath:instancePath+"/header",schemaPath:"#/properties/header/type",keyword:"type",params:{type: "string"}}];
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
validate355.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"}}];
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
validate355.errors = [{instancePath:instancePath+"/isOther",schemaPath:"#/properties/isOther/type",keyword:"type",params:{type: "boolean"}}];
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
validate355.errors = [{instancePath:instancePath+"/isSecret",schemaPath:"#/properties/isSecret/type",keyword:"type",params:{type: "boolean"}}];
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
validate355.errors = [{instancePath:instancePath+"/options",schemaPath:"#/properties/options/type",keyword:"type",params:{type: schema168.properties.options.type}}];
return false;
}
if(errors === _errs9){
if(Array.isArray(data4)){
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs11 = errors;
if(!(validate356(data4[i0], {instancePath:instancePath+"/options/" + i0,parentData:data4,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate356.errors : vErrors.concat(validate356.errors);
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
validate355.errors = [{instancePath:instancePath+"/question",schemaPath:"#/properties/question/type",keyword:"type",params:{type: "string"}}];
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
validate355.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate355.errors = vErrors;
return errors === 0;
}


function validate354(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.isBlocking === undefined) && (missing0 = "isBlocking")) || ((data.itemId === undefined) && (missing0 = "itemId"))) || ((data.questions === undefined) && (missing0 = "questions"))) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate354.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.autoResolutionMs !== undefined){
let data0 = data.autoResolutionMs;
const _errs1 = errors;
if((!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))) && (data0 !== null)){
validate354.errors = [{instancePath:instancePath+"/autoResolutionMs",schemaPath:"#/properties/autoResolutionMs/type",keyword:"type",params:{type: schema167.properties.autoResolutionMs.type}}];
return false;
}
if(errors === _errs1){
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
validate354.errors = [{instancePath:instancePath+"/autoResolutionMs",schemaPath:"#/properties/autoResolutionMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
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
validate354.errors = [{instancePath:instancePath+"/isBlocking",schemaPath:"#/properties/isBlocking/type",keyword:"type",params:{type: "boolean"}}];
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
validate354.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate355(data3[i0], {instancePath:instancePath+"/questions/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate355.errors : vErrors.concat(validate355.errors);
errors = vErrors.length;
}
var valid1 = _errs9 === errors;
if(!valid1){
break;
}
}
}
else {
validate354.errors = [{instancePath:instancePath+"/questions",schemaPath:"#/properties/questions/type",keyword:"type",params:{type: "array"}}];
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
validate354.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate354.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"}}];
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
validate354.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate354.errors = vErrors;
return errors === 0;
}


function validate353(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://mwh.invalid/serverRequestParams/v33.json" */;
let vErrors = null;
let errors = 0;
if(!(validate354(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate354.errors : vErrors.concat(validate354.errors);
errors = vErrors.length;
}
validate353.errors = vErrors;
return errors === 0;
}

const v34: Validator<T.ToolRequestUserInputResponse> = validate360;
const schema170 = {"$id":"https://mwh.invalid/serverRequestResponse/v34.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/ToolRequestUserInputResponse"};
const schema171 = {"properties":{"answers":{"additionalProperties":{"$ref":"#/definitions/ToolRequestUserInputAnswer"},"type":"object"}},"required":["answers"],"type":"object"};
const schema172 = {"properties":{"answers":{"items":{"type":"string"},"type":"array"}},"required":["answers"],"type":"object"};

function validate362(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.answers === undefined) && (missing0 = "answers")){
validate362.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
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
validate362.errors = [{instancePath:instancePath+"/answers/" + i0,schemaPath:"#/properties/answers/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate362.errors = [{instancePath:instancePath+"/answers",schemaPath:"#/properties/answers/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
}
}
}
else {
validate362.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate362.errors = vErrors;
return errors === 0;
}


function validate361(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.answers === undefined) && (missing0 = "answers")){
validate361.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
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
if(!(validate362(data0[key0], {instancePath:instancePath+"/answers/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data0,parentDataProperty:key0,rootData}))){
vErrors = vErrors === null ? validate362.errors : vErrors.concat(validate362.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate361.errors = [{instancePath:instancePath+"/answers",schemaPath:"#/properties/answers/type",keyword:"type",params:{type: "object"}}];
return false;
}
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


function validate360(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://mwh.invalid/serverRequestResponse/v34.json" */;
let vErrors = null;
let errors = 0;
if(!(validate361(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate361.errors : vErrors.concat(validate361.errors);
errors = vErrors.length;
}
validate360.errors = vErrors;
return errors === 0;
}

const v35: Validator<T.McpServerElicitationRequestParams> = validate365;
const schema173 = {"$id":"https://mwh.invalid/serverRequestParams/v35.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/McpServerElicitationRequestParams"};
const schema174 = {"oneOf":[{"properties":{"_meta":true,"message":{"type":"string"},"mode":{"enum":["form"],"type":"string"},"requestedSchema":{"$ref":"#/definitions/McpElicitationSchema"}},"required":["message","mode","requestedSchema"],"type":"object"},{"properties":{"_meta":true,"message":{"type":"string"},"mode":{"enum":["openai/form"],"type":"string"},"requestedSchema":true},"required":["message","mode","requestedSchema"],"type":"object"},{"properties":{"_meta":true,"message":{"type":"string"},"mode":{"enum":["openaiForm"],"type":"string"},"requestedSchema":true},"required":["message","mode","requestedSchema"],"type":"object"},{"properties":{"_meta":true,"elicitationId":{"type":"string"},"message":{"type":"string"},"mode":{"enum":["url"],"type":"string"},"url":{"type":"string"}},"required":["elicitationId","message","mode","url"],"type":"object"}],"properties":{"environmentId":{"type":["string","null"]},"serverName":{"type":"string"},"threadId":{"type":"string"},"turnId":{"type":["string","null"]}},"required":["serverName","threadId"],"type":"object","discriminator":{"propertyName":"mode"}};
const schema175 = {"properties":{"$schema":{"type":["string","null"]},"properties":{"additionalProperties":{"$ref":"#/definitions/McpElicitationPrimitiveSchema"},"type":"object"},"required":{"items":{"type":"string"},"type":["array","null"]},"type":{"$ref":"#/definitions/McpElicitationObjectType"}},"required":["properties","type"],"type":"object"};
const schema176 = {"anyOf":[{"$ref":"#/definitions/McpElicitationEnumSchema"},{"$ref":"#/definitions/McpElicitationStringSchema"},{"$ref":"#/definitions/McpElicitationNumberSchema"},{"$ref":"#/definitions/McpElicitationBooleanSchema"}]};
const schema177 = {"anyOf":[{"$ref":"#/definitions/McpElicitationSingleSelectEnumSchema"},{"$ref":"#/definitions/McpElicitationMultiSelectEnumSchema"},{"$ref":"#/definitions/McpElicitationLegacyTitledEnumSchema"}]};
const schema178 = {"anyOf":[{"$ref":"#/definitions/McpElicitationUntitledSingleSelectEnumSchema"},{"$ref":"#/definitions/McpElicitationTitledSingleSelectEnumSchema"}]};
const schema179 = {"properties":{"default":{"type":["string","null"]},"description":{"type":["string","null"]},"enum":{"items":{"type":"string"},"type":"array"},"title":{"type":["string","null"]},"type":{"$ref":"#/definitions/McpElicitationStringType"}},"required":["enum","type"],"type":"object"};
const schema180 = {"enum":["string"],"type":"string"};

function validate372(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate372.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data === "string")){
validate372.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema180.enum}}];
return false;
}
validate372.errors = vErrors;
return errors === 0;
}


function validate371(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.enum === undefined) && (missing0 = "enum")) || ((data.type === undefined) && (missing0 = "type"))){
validate371.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.default !== undefined){
let data0 = data.default;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate371.errors = [{instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: schema179.properties.default.type}}];
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
validate371.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema179.properties.description.type}}];
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
validate371.errors = [{instancePath:instancePath+"/enum/" + i0,schemaPath:"#/properties/enum/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate371.errors = [{instancePath:instancePath+"/enum",schemaPath:"#/properties/enum/type",keyword:"type",params:{type: "array"}}];
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
validate371.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: schema179.properties.title.type}}];
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
if(!(validate372(data.type, {instancePath:instancePath+"/type",parentData:data,parentDataProperty:"type",rootData}))){
vErrors = vErrors === null ? validate372.errors : vErrors.concat(validate372.errors);
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
validate371.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate371.errors = vErrors;
return errors === 0;
}

const schema181 = {"properties":{"default":{"type":["string","null"]},"description":{"type":["string","null"]},"oneOf":{"items":{"$ref":"#/definitions/McpElicitationConstOption"},"type":"array"},"title":{"type":["string","null"]},"type":{"$ref":"#/definitions/McpElicitationStringType"}},"required":["oneOf","type"],"type":"object"};
const schema182 = {"properties":{"const":{"type":"string"},"title":{"type":"string"}},"required":["const","title"],"type":"object"};

function validate376(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.const === undefined) && (missing0 = "const")) || ((data.title === undefined) && (missing0 = "title"))){
validate376.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.const !== undefined){
const _errs1 = errors;
if(typeof data.const !== "string"){
validate376.errors = [{instancePath:instancePath+"/const",schemaPath:"#/properties/const/type",keyword:"type",params:{type: "string"}}];
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
validate376.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"}}];
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
validate376.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate376.errors = vErrors;
return errors === 0;
}


function validate375(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.oneOf === undefined) && (missing0 = "oneOf")) || ((data.type === undefined) && (missing0 = "type"))){
validate375.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.default !== undefined){
let data0 = data.default;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate375.errors = [{instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: schema181.properties.default.type}}];
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
validate375.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema181.properties.description.type}}];
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
if(!(validate376(data2[i0], {instancePath:instancePath+"/oneOf/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate376.errors : vErrors.concat(validate376.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate375.errors = [{instancePath:instancePath+"/oneOf",schemaPath:"#/properties/oneOf/type",keyword:"type",params:{type: "array"}}];
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
validate375.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: schema181.properties.title.type}}];
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
if(!(validate372(data.type, {instancePath:instancePath+"/type",parentData:data,parentDataProperty:"type",rootData}))){
vErrors = vErrors === null ? validate372.errors : vErrors.concat(validate372.errors);
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
validate375.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate375.errors = vErrors;
return errors === 0;
}


function validate370(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate371(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate371.errors : vErrors.concat(validate371.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(!(validate375(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate375.errors : vErrors.concat(validate375.errors);
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
validate370.errors = vErrors;
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
validate370.errors = vErrors;
return errors === 0;
}

const schema183 = {"anyOf":[{"$ref":"#/definitions/McpElicitationUntitledMultiSelectEnumSchema"},{"$ref":"#/definitions/McpElicitationTitledMultiSelectEnumSchema"}]};
const schema184 = {"properties":{"default":{"items":{"type":"string"},"type":["array","null"]},"description":{"type":["string","null"]},"items":{"$ref":"#/definitions/McpElicitationUntitledEnumItems"},"maxItems":{"format":"uint64","minimum":0,"type":["integer","null"]},"minItems":{"format":"uint64","minimum":0,"type":["integer","null"]},"title":{"type":["string","null"]},"type":{"$ref":"#/definitions/McpElicitationArrayType"}},"required":["items","type"],"type":"object"};
const schema185 = {"properties":{"enum":{"items":{"type":"string"},"type":"array"},"type":{"$ref":"#/definitions/McpElicitationStringType"}},"required":["enum","type"],"type":"object"};

function validate383(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.enum === undefined) && (missing0 = "enum")) || ((data.type === undefined) && (missing0 = "type"))){
validate383.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
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
validate383.errors = [{instancePath:instancePath+"/enum/" + i0,schemaPath:"#/properties/enum/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate383.errors = [{instancePath:instancePath+"/enum",schemaPath:"#/properties/enum/type",keyword:"type",params:{type: "array"}}];
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
if(!(validate372(data.type, {instancePath:instancePath+"/type",parentData:data,parentDataProperty:"type",rootData}))){
vErrors = vErrors === null ? validate372.errors : vErrors.concat(validate372.errors);
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
validate383.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate383.errors = vErrors;
return errors === 0;
}

const schema186 = {"enum":["array"],"type":"string"};

function validate386(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate386.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data === "array")){
validate386.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema186.enum}}];
return false;
}
validate386.errors = vErrors;
return errors === 0;
}


function validate382(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.items === undefined) && (missing0 = "items")) || ((data.type === undefined) && (missing0 = "type"))){
validate382.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.default !== undefined){
let data0 = data.default;
const _errs1 = errors;
if((!(Array.isArray(data0))) && (data0 !== null)){
validate382.errors = [{instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: schema184.properties.default.type}}];
return false;
}
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(typeof data0[i0] !== "string"){
validate382.errors = [{instancePath:instancePath+"/default/" + i0,schemaPath:"#/properties/default/items/type",keyword:"type",params:{type: "string"}}];
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
validate382.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema184.properties.description.type}}];
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
if(!(validate383(data.items, {instancePath:instancePath+"/items",parentData:data,parentDataProperty:"items",rootData}))){
vErrors = vErrors === null ? validate383.errors : vErrors.concat(validate383.errors);
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
validate382.errors = [{instancePath:instancePath+"/maxItems",schemaPath:"#/properties/maxItems/type",keyword:"type",params:{type: schema184.properties.maxItems.type}}];
return false;
}
if(errors === _errs8){
if(typeof data4 == "number"){
if(data4 < 0 || isNaN(data4)){
validate382.errors = [{instancePath:instancePath+"/maxItems",schemaPath:"#/properties/maxItems/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
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
validate382.errors = [{instancePath:instancePath+"/minItems",schemaPath:"#/properties/minItems/type",keyword:"type",params:{type: schema184.properties.minItems.type}}];
return false;
}
if(errors === _errs10){
if(typeof data5 == "number"){
if(data5 < 0 || isNaN(data5)){
validate382.errors = [{instancePath:instancePath+"/minItems",schemaPath:"#/properties/minItems/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
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
validate382.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: schema184.properties.title.type}}];
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
if(!(validate386(data.type, {instancePath:instancePath+"/type",parentData:data,parentDataProperty:"type",rootData}))){
vErrors = vErrors === null ? validate386.errors : vErrors.concat(validate386.errors);
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
validate382.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate382.errors = vErrors;
return errors === 0;
}

const schema187 = {"properties":{"default":{"items":{"type":"string"},"type":["array","null"]},"description":{"type":["string","null"]},"items":{"$ref":"#/definitions/McpElicitationTitledEnumItems"},"maxItems":{"format":"uint64","minimum":0,"type":["integer","null"]},"minItems":{"format":"uint64","minimum":0,"type":["integer","null"]},"title":{"type":["string","null"]},"type":{"$ref":"#/definitions/McpElicitationArrayType"}},"required":["items","type"],"type":"object"};
const schema188 = {"properties":{"anyOf":{"items":{"$ref":"#/definitions/McpElicitationConstOption"},"type":"array"}},"required":["anyOf"],"type":"object"};

function validate390(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.anyOf === undefined) && (missing0 = "anyOf")){
validate390.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
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
if(!(validate376(data0[i0], {instancePath:instancePath+"/anyOf/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate376.errors : vErrors.concat(validate376.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate390.errors = [{instancePath:instancePath+"/anyOf",schemaPath:"#/properties/anyOf/type",keyword:"type",params:{type: "array"}}];
return false;
}
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


function validate389(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.items === undefined) && (missing0 = "items")) || ((data.type === undefined) && (missing0 = "type"))){
validate389.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.default !== undefined){
let data0 = data.default;
const _errs1 = errors;
if((!(Array.isArray(data0))) && (data0 !== null)){
validate389.errors = [{instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: schema187.properties.default.type}}];
return false;
}
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(typeof data0[i0] !== "string"){
validate389.errors = [{instancePath:instancePath+"/default/" + i0,schemaPath:"#/properties/default/items/type",keyword:"type",params:{type: "string"}}];
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
validate389.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema187.properties.description.type}}];
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
if(!(validate390(data.items, {instancePath:instancePath+"/items",parentData:data,parentDataProperty:"items",rootData}))){
vErrors = vErrors === null ? validate390.errors : vErrors.concat(validate390.errors);
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
validate389.errors = [{instancePath:instancePath+"/maxItems",schemaPath:"#/properties/maxItems/type",keyword:"type",params:{type: schema187.properties.maxItems.type}}];
return false;
}
if(errors === _errs8){
if(typeof data4 == "number"){
if(data4 < 0 || isNaN(data4)){
validate389.errors = [{instancePath:instancePath+"/maxItems",schemaPath:"#/properties/maxItems/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
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
validate389.errors = [{instancePath:instancePath+"/minItems",schemaPath:"#/properties/minItems/type",keyword:"type",params:{type: schema187.properties.minItems.type}}];
return false;
}
if(errors === _errs10){
if(typeof data5 == "number"){
if(data5 < 0 || isNaN(data5)){
validate389.errors = [{instancePath:instancePath+"/minItems",schemaPath:"#/properties/minItems/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
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
validate389.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: schema187.properties.title.type}}];
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
if(!(validate386(data.type, {instancePath:instancePath+"/type",parentData:data,parentDataProperty:"type",rootData}))){
vErrors = vErrors === null ? validate386.errors : vErrors.concat(validate386.errors);
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
validate389.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate389.errors = vErrors;
return errors === 0;
}


function validate381(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate382(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate382.errors : vErrors.concat(validate382.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(!(validate389(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate389.errors : vErrors.concat(validate389.errors);
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
validate381.errors = vErrors;
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
validate381.errors = vErrors;
return errors === 0;
}

const schema189 = {"properties":{"default":{"type":["string","null"]},"description":{"type":["string","null"]},"enum":{"items":{"type":"string"},"type":"array"},"enumNames":{"items":{"type":"string"},"type":["array","null"]},"title":{"type":["string","null"]},"type":{"$ref":"#/definitions/McpElicitationStringType"}},"required":["enum","type"],"type":"object"};

function validate396(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.enum === undefined) && (missing0 = "enum")) || ((data.type === undefined) && (missing0 = "type"))){
validate396.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.default !== undefined){
let data0 = data.default;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate396.errors = [{instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: schema189.properties.default.type}}];
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
validate396.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema189.properties.description.type}}];
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
validate396.errors = [{instancePath:instancePath+"/enum/" + i0,schemaPath:"#/properties/enum/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate396.errors = [{instancePath:instancePath+"/enum",schemaPath:"#/properties/enum/type",keyword:"type",params:{type: "array"}}];
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
validate396.errors = [{instancePath:instancePath+"/enumNames",schemaPath:"#/properties/enumNames/type",keyword:"type",params:{type: schema189.properties.enumNames.type}}];
return false;
}
if(errors === _errs9){
if(Array.isArray(data4)){
var valid2 = true;
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
const _errs11 = errors;
if(typeof data4[i1] !== "string"){
validate396.errors = [{instancePath:instancePath+"/enumNames/" + i1,schemaPath:"#/properties/enumNames/items/type",keyword:"type",params:{type: "string"}}];
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
validate396.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: schema189.properties.title.type}}];
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
if(!(validate372(data.type, {instancePath:instancePath+"/type",parentData:data,parentDataProperty:"type",rootData}))){
vErrors = vErrors === null ? validate372.errors : vErrors.concat(validate372.errors);
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
validate396.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate396.errors = vErrors;
return errors === 0;
}


function validate369(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate370(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate370.errors : vErrors.concat(validate370.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(!(validate381(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate381.errors : vErrors.concat(validate381.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(!(validate396(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate396.errors : vErrors.concat(validate396.errors);
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
validate369.errors = vErrors;
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
validate369.errors = vErrors;
return errors === 0;
}

const schema190 = {"properties":{"default":{"type":["string","null"]},"description":{"type":["string","null"]},"format":{"anyOf":[{"$ref":"#/definitions/McpElicitationStringFormat"},{"type":"null"}]},"maxLength":{"format":"uint32","minimum":0,"type":["integer","null"]},"minLength":{"format":"uint32","minimum":0,"type":["integer","null"]},"title":{"type":["string","null"]},"type":{"$ref":"#/definitions/McpElicitationStringType"}},"required":["type"],"type":"object"};
const schema191 = {"enum":["email","uri","date","date-time"],"type":"string"};

function validate401(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate401.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data === "email") || (data === "uri")) || (data === "date")) || (data === "date-time"))){
validate401.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema191.enum}}];
return false;
}
validate401.errors = vErrors;
return errors === 0;
}


function validate400(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate400.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.default !== undefined){
let data0 = data.default;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate400.errors = [{instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: schema190.properties.default.type}}];
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
validate400.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema190.properties.description.type}}];
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
let valid1 = false;
const _errs7 = errors;
if(!(validate401(data2, {instancePath:instancePath+"/format",parentData:data,parentDataProperty:"format",rootData}))){
vErrors = vErrors === null ? validate401.errors : vErrors.concat(validate401.errors);
errors = vErrors.length;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs8 = errors;
if(data2 !== null){
const err0 = {instancePath:instancePath+"/format",schemaPath:"#/properties/format/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/format",schemaPath:"#/properties/format/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate400.errors = vErrors;
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
validate400.errors = [{instancePath:instancePath+"/maxLength",schemaPath:"#/properties/maxLength/type",keyword:"type",params:{type: schema190.properties.maxLength.type}}];
return false;
}
if(errors === _errs10){
if(typeof data3 == "number"){
if(data3 < 0 || isNaN(data3)){
validate400.errors = [{instancePath:instancePath+"/maxLength",schemaPath:"#/properties/maxLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
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
validate400.errors = [{instancePath:instancePath+"/minLength",schemaPath:"#/properties/minLength/type",keyword:"type",params:{type: schema190.properties.minLength.type}}];
return false;
}
if(errors === _errs12){
if(typeof data4 == "number"){
if(data4 < 0 || isNaN(data4)){
validate400.errors = [{instancePath:instancePath+"/minLength",schemaPath:"#/properties/minLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
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
validate400.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: schema190.properties.title.type}}];
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
if(!(validate372(data.type, {instancePath:instancePath+"/type",parentData:data,parentDataProperty:"type",rootData}))){
vErrors = vErrors === null ? validate372.errors : vErrors.concat(validate372.errors);
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
validate400.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate400.errors = vErrors;
return errors === 0;
}

const schema192 = {"properties":{"default":{"format":"double","type":["number","null"]},"description":{"type":["string","null"]},"maximum":{"format":"double","type":["number","null"]},"minimum":{"format":"double","type":["number","null"]},"title":{"type":["string","null"]},"type":{"$ref":"#/definitions/McpElicitationNumberType"}},"required":["type"],"type":"object"};
const schema193 = {"enum":["number","integer"],"type":"string"};

function validate406(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate406.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "number") || (data === "integer"))){
validate406.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema193.enum}}];
return false;
}
validate406.errors = vErrors;
return errors === 0;
}


function validate405(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate405.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.default !== undefined){
let data0 = data.default;
const _errs1 = errors;
if((!(typeof data0 == "number")) && (data0 !== null)){
validate405.errors = [{instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: schema192.properties.default.type}}];
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
validate405.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema192.properties.description.type}}];
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
validate405.errors = [{instancePath:instancePath+"/maximum",schemaPath:"#/properties/maximum/type",keyword:"type",params:{type: schema192.properties.maximum.type}}];
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
validate405.errors = [{instancePath:instancePath+"/minimum",schemaPath:"#/properties/minimum/type",keyword:"type",params:{type: schema192.properties.minimum.type}}];
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
validate405.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: schema192.properties.title.type}}];
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
if(!(validate406(data.type, {instancePath:instancePath+"/type",parentData:data,parentDataProperty:"type",rootData}))){
vErrors = vErrors === null ? validate406.errors : vErrors.concat(validate406.errors);
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
validate405.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate405.errors = vErrors;
return errors === 0;
}

const schema194 = {"properties":{"default":{"type":["boolean","null"]},"description":{"type":["string","null"]},"title":{"type":["string","null"]},"type":{"$ref":"#/definitions/McpElicitationBooleanType"}},"required":["type"],"type":"object"};
const schema195 = {"enum":["boolean"],"type":"string"};

function validate410(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate410.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data === "boolean")){
validate410.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema195.enum}}];
return false;
}
validate410.errors = vErrors;
return errors === 0;
}


function validate409(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate409.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.default !== undefined){
let data0 = data.default;
const _errs1 = errors;
if((typeof data0 !== "boolean") && (data0 !== null)){
validate409.errors = [{instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: schema194.properties.default.type}}];
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
validate409.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema194.properties.description.type}}];
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
validate409.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: schema194.properties.title.type}}];
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
if(!(validate410(data.type, {instancePath:instancePath+"/type",parentData:data,parentDataProperty:"type",rootData}))){
vErrors = vErrors === null ? validate410.errors : vErrors.concat(validate410.errors);
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
validate409.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate409.errors = vErrors;
return errors === 0;
}


function validate368(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate369(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate369.errors : vErrors.concat(validate369.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(!(validate400(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate400.errors : vErrors.concat(validate400.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(!(validate405(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate405.errors : vErrors.concat(validate405.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs4 = errors;
if(!(validate409(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate409.errors : vErrors.concat(validate409.errors);
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
validate368.errors = vErrors;
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
validate368.errors = vErrors;
return errors === 0;
}

const schema196 = {"enum":["object"],"type":"string"};

function validate414(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate414.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data === "object")){
validate414.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema196.enum}}];
return false;
}
validate414.errors = vErrors;
return errors === 0;
}


function validate367(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.properties === undefined) && (missing0 = "properties")) || ((data.type === undefined) && (missing0 = "type"))){
validate367.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.$schema !== undefined){
let data0 = data.$schema;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate367.errors = [{instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: schema175.properties.$schema.type}}];
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
if(!(validate368(data1[key0], {instancePath:instancePath+"/properties/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data1,parentDataProperty:key0,rootData}))){
vErrors = vErrors === null ? validate368.errors : vErrors.concat(validate368.errors);
errors = vErrors.length;
}
var valid1 = _errs6 === errors;
if(!valid1){
break;
}
}
}
else {
validate367.errors = [{instancePath:instancePath+"/properties",schemaPath:"#/properties/properties/type",keyword:"type",params:{type: "object"}}];
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
validate367.errors = [{instancePath:instancePath+"/required",schemaPath:"#/properties/required/type",keyword:"type",params:{type: schema175.properties.required.type}}];
return false;
}
if(errors === _errs7){
if(Array.isArray(data3)){
var valid2 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs9 = errors;
if(typeof data3[i0] !== "string"){
validate367.errors = [{instancePath:instancePath+"/required/" + i0,schemaPath:"#/properties/required/items/type",keyword:"type",params:{type: "string"}}];
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
if(!(validate414(data.type, {instancePath:instancePath+"/type",parentData:data,parentDataProperty:"type",rootData}))){
vErrors = vErrors === null ? validate414.errors : vErrors.concat(validate414.errors);
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
validate367.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate367.errors = vErrors;
return errors === 0;
}


function validate366(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.serverName === undefined) && (missing0 = "serverName")) || ((data.threadId === undefined) && (missing0 = "threadId"))){
validate366.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.environmentId !== undefined){
let data0 = data.environmentId;
const _errs2 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate366.errors = [{instancePath:instancePath+"/environmentId",schemaPath:"#/properties/environmentId/type",keyword:"type",params:{type: schema174.properties.environmentId.type}}];
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
validate366.errors = [{instancePath:instancePath+"/serverName",schemaPath:"#/properties/serverName/type",keyword:"type",params:{type: "string"}}];
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
validate366.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"}}];
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
validate366.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: schema174.properties.turnId.type}}];
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
validate366.errors = [{instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data.message !== undefined){
const _errs12 = errors;
if(typeof data.message !== "string"){
validate366.errors = [{instancePath:instancePath+"/message",schemaPath:"#/oneOf/0/properties/message/type",keyword:"type",params:{type: "string"}}];
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
validate366.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/oneOf/0/properties/mode/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data5 === "form")){
validate366.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/oneOf/0/properties/mode/enum",keyword:"enum",params:{allowedValues: schema174.oneOf[0].properties.mode.enum}}];
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
if(!(validate367(data.requestedSchema, {instancePath:instancePath+"/requestedSchema",parentData:data,parentDataProperty:"requestedSchema",rootData}))){
vErrors = vErrors === null ? validate367.errors : vErrors.concat(validate367.errors);
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
validate366.errors = [{instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"}}];
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
validate366.errors = [{instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
if(data.message !== undefined){
const _errs19 = errors;
if(typeof data.message !== "string"){
validate366.errors = [{instancePath:instancePath+"/message",schemaPath:"#/oneOf/1/properties/message/type",keyword:"type",params:{type: "string"}}];
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
validate366.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/oneOf/1/properties/mode/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data8 === "openai/form")){
validate366.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/oneOf/1/properties/mode/enum",keyword:"enum",params:{allowedValues: schema174.oneOf[1].properties.mode.enum}}];
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
validate366.errors = [{instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"}}];
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
validate366.errors = [{instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: missing3}}];
return false;
}
else {
if(data.message !== undefined){
const _errs25 = errors;
if(typeof data.message !== "string"){
validate366.errors = [{instancePath:instancePath+"/message",schemaPath:"#/oneOf/2/properties/message/type",keyword:"type",params:{type: "string"}}];
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
validate366.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/oneOf/2/properties/mode/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data10 === "openaiForm")){
validate366.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/oneOf/2/properties/mode/enum",keyword:"enum",params:{allowedValues: schema174.oneOf[2].properties.mode.enum}}];
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
validate366.errors = [{instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"}}];
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
validate366.errors = [{instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: missing4}}];
return false;
}
else {
if(data.elicitationId !== undefined){
const _errs31 = errors;
if(typeof data.elicitationId !== "string"){
validate366.errors = [{instancePath:instancePath+"/elicitationId",schemaPath:"#/oneOf/3/properties/elicitationId/type",keyword:"type",params:{type: "string"}}];
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
validate366.errors = [{instancePath:instancePath+"/message",schemaPath:"#/oneOf/3/properties/message/type",keyword:"type",params:{type: "string"}}];
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
validate366.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/oneOf/3/properties/mode/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data13 === "url")){
validate366.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/oneOf/3/properties/mode/enum",keyword:"enum",params:{allowedValues: schema174.oneOf[3].properties.mode.enum}}];
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
validate366.errors = [{instancePath:instancePath+"/url",schemaPath:"#/oneOf/3/properties/url/type",keyword:"type",params:{type: "string"}}];
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
validate366.errors = [{instancePath,schemaPath:"#/oneOf/3/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
else {
validate366.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "mode", tagValue: tag0}}];
return false;
}
}
else {
validate366.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "mode", tagValue: tag0}}];
return false;
}
}
}
}
}
}
}
else {
validate366.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate366.errors = vErrors;
return errors === 0;
}


function validate365(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://mwh.invalid/serverRequestParams/v35.json" */;
let vErrors = null;
let errors = 0;
if(!(validate366(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate366.errors : vErrors.concat(validate366.errors);
errors = vErrors.length;
}
validate365.errors = vErrors;
return errors === 0;
}

const v36: Validator<T.McpServerElicitationRequestResponse> = validate418;
const schema197 = {"$id":"https://mwh.invalid/serverRequestResponse/v36.json","$ref":"https://mwh.invalid/codex-app-server.json#/definitions/McpServerElicitationRequestResponse"};
const schema198 = {"properties":{"_meta":{},"action":{"$ref":"#/definitions/McpServerElicitationAction"},"content":{}},"required":["action"],"type":"object"};
const schema199 = {"enum":["accept","decline","cancel"],"type":"string"};

function validate420(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate420.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data === "accept") || (data === "decline")) || (data === "cancel"))){
validate420.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema199.enum}}];
return false;
}
validate420.errors = vErrors;
return errors === 0;
}


function validate419(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.action === undefined) && (missing0 = "action")){
validate419.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.action !== undefined){
if(!(validate420(data.action, {instancePath:instancePath+"/action",parentData:data,parentDataProperty:"action",rootData}))){
vErrors = vErrors === null ? validate420.errors : vErrors.concat(validate420.errors);
errors = vErrors.length;
}
}
}
}
else {
validate419.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate419.errors = vErrors;
return errors === 0;
}


function validate418(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://mwh.invalid/serverRequestResponse/v36.json" */;
let vErrors = null;
let errors = 0;
if(!(validate419(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate419.errors : vErrors.concat(validate419.errors);
errors = vErrors.length;
}
validate418.errors = vErrors;
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
  "thread/tokenUsage/updated": v16,
  "turn/started": v17,
  "turn/completed": v18,
  "item/started": v19,
  "item/completed": v20,
  "item/agentMessage/delta": v21,
  "mcpServer/startupStatus/updated": v22,
  "item/reasoning/summaryTextDelta": v23,
  "item/reasoning/summaryPartAdded": v24,
  "item/reasoning/textDelta": v25,
  "model/rerouted": v26,
  "warning": v27,
  "account/login/completed": v28,
};

export const serverRequestParamsValidators: Readonly<Record<string, Validator<unknown>>> = {
  "item/commandExecution/requestApproval": v29,
  "item/fileChange/requestApproval": v31,
  "item/tool/requestUserInput": v33,
  "mcpServer/elicitation/request": v35,
};

export const serverRequestResponseValidators: Readonly<Record<string, Validator<unknown>>> = {
  "item/commandExecution/requestApproval": v30,
  "item/fileChange/requestApproval": v32,
  "item/tool/requestUserInput": v34,
  "mcpServer/elicitation/request": v36,
};
