import{w as o}from"./chunk-OB3PAWPO-Kl9Z3y7L.js";const r=o(function(){return null});export{r as default};
