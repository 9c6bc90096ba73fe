// Imported first by a bench script: the built server imports React from
// node_modules, which picks its development build unless NODE_ENV says
// production when React is first loaded, and a bench's other imports can load
// it (common/i18n.ts, through @lingui/react) before the script's own first line
// runs. The development jsx runtime with the production renderer fails every
// page ("dispatcher.getOwner is not a function").
process.env.NODE_ENV = "production";
