import{w as o}from"./chunk-OB3PAWPO-ecPAlZCW.js";const r=o(function(){return null});export{r as default};
