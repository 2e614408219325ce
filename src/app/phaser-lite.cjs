// Phaser, as the game's build bundles it (issue 32): the parts of Phaser 4 the game uses, built
// from Phaser's own sources like its `phaser-core.js` entry, in place of the whole framework
// (physics, tilemaps, particles, bitmap text, video, meshes, noise, lights, the sound manager,
// 40-odd game objects: 345 KB gzip before). vite.config.ts points `import Phaser from 'phaser'`
// here in a build (the dev server keeps the full package), and sets Phaser's build flags
// (`typeof WEBGL_RENDERER` and the rest) as Phaser's own webpack build does.
//
// A namespace or game object the code starts to use must be added here: a factory the game calls
// (`this.add.<name>`) exists only once its file is required (it registers itself).
// tests/unit/app/phaser-lite.test.ts fails when a `Phaser.<path>` the code reads at run time, or an
// `add.<name>(` or `make.<name>(`, is not provided here; the browser tests run the built game.
'use strict';

require('../../node_modules/phaser/src/polyfills/requestVideoFrame');

const CONST = require('../../node_modules/phaser/src/const');
const Extend = require('../../node_modules/phaser/src/utils/object/Extend');

const Phaser = {
  BlendModes: require('../../node_modules/phaser/src/renderer/BlendModes'),
  Cameras: { Scene2D: require('../../node_modules/phaser/src/cameras/2d') },
  Core: require('../../node_modules/phaser/src/core'),
  Class: require('../../node_modules/phaser/src/utils/Class'),
  Data: require('../../node_modules/phaser/src/data'),
  Events: require('../../node_modules/phaser/src/events'),
  Game: require('../../node_modules/phaser/src/core/Game'),
  GameObjects: {
    Events: require('../../node_modules/phaser/src/gameobjects/events'),
    DisplayList: require('../../node_modules/phaser/src/gameobjects/DisplayList'),
    GameObjectCreator: require('../../node_modules/phaser/src/gameobjects/GameObjectCreator'),
    GameObjectFactory: require('../../node_modules/phaser/src/gameobjects/GameObjectFactory'),
    UpdateList: require('../../node_modules/phaser/src/gameobjects/UpdateList'),
    Components: require('../../node_modules/phaser/src/gameobjects/components'),
    BuildGameObject: require('../../node_modules/phaser/src/gameobjects/BuildGameObject'),
    GameObject: require('../../node_modules/phaser/src/gameobjects/GameObject'),
    Container: require('../../node_modules/phaser/src/gameobjects/container/Container'),
    Graphics: require('../../node_modules/phaser/src/gameobjects/graphics/Graphics'),
    Image: require('../../node_modules/phaser/src/gameobjects/image/Image'),
    Text: require('../../node_modules/phaser/src/gameobjects/text/Text'),
    TextStyle: require('../../node_modules/phaser/src/gameobjects/text/TextStyle'),
    Zone: require('../../node_modules/phaser/src/gameobjects/zone/Zone'),
    Shape: require('../../node_modules/phaser/src/gameobjects/shape/Shape'),
    Arc: require('../../node_modules/phaser/src/gameobjects/shape/arc/Arc'),
    Rectangle: require('../../node_modules/phaser/src/gameobjects/shape/rectangle/Rectangle'),
    Factories: {
      Container: require('../../node_modules/phaser/src/gameobjects/container/ContainerFactory'),
      Graphics: require('../../node_modules/phaser/src/gameobjects/graphics/GraphicsFactory'),
      Image: require('../../node_modules/phaser/src/gameobjects/image/ImageFactory'),
      Text: require('../../node_modules/phaser/src/gameobjects/text/TextFactory'),
      Zone: require('../../node_modules/phaser/src/gameobjects/zone/ZoneFactory'),
      Arc: require('../../node_modules/phaser/src/gameobjects/shape/arc/ArcFactory'),
      Rectangle: require('../../node_modules/phaser/src/gameobjects/shape/rectangle/RectangleFactory'),
    },
    Creators: {
      Container: require('../../node_modules/phaser/src/gameobjects/container/ContainerCreator'),
      Graphics: require('../../node_modules/phaser/src/gameobjects/graphics/GraphicsCreator'),
      Image: require('../../node_modules/phaser/src/gameobjects/image/ImageCreator'),
      Text: require('../../node_modules/phaser/src/gameobjects/text/TextCreator'),
      Zone: require('../../node_modules/phaser/src/gameobjects/zone/ZoneCreator'),
    },
  },
  Geom: {
    Circle: require('../../node_modules/phaser/src/geom/circle'),
    Ellipse: require('../../node_modules/phaser/src/geom/ellipse'),
    Polygon: require('../../node_modules/phaser/src/geom/polygon'),
    Rectangle: require('../../node_modules/phaser/src/geom/rectangle'),
  },
  Input: {
    Events: require('../../node_modules/phaser/src/input/events'),
    InputManager: require('../../node_modules/phaser/src/input/InputManager'),
    InputPlugin: require('../../node_modules/phaser/src/input/InputPlugin'),
    InputPluginCache: require('../../node_modules/phaser/src/input/InputPluginCache'),
    Keyboard: require('../../node_modules/phaser/src/input/keyboard'),
    Mouse: require('../../node_modules/phaser/src/input/mouse'),
    Pointer: require('../../node_modules/phaser/src/input/Pointer'),
    Touch: require('../../node_modules/phaser/src/input/touch'),
  },
  Loader: {
    File: require('../../node_modules/phaser/src/loader/File'),
    FileTypes: { ImageFile: require('../../node_modules/phaser/src/loader/filetypes/ImageFile') },
    LoaderPlugin: require('../../node_modules/phaser/src/loader/LoaderPlugin'),
  },
  Math: {
    Between: require('../../node_modules/phaser/src/math/Between'),
    Clamp: require('../../node_modules/phaser/src/math/Clamp'),
    DegToRad: require('../../node_modules/phaser/src/math/DegToRad'),
    Distance: require('../../node_modules/phaser/src/math/distance'),
    FloatBetween: require('../../node_modules/phaser/src/math/FloatBetween'),
    RadToDeg: require('../../node_modules/phaser/src/math/RadToDeg'),
    Vector2: require('../../node_modules/phaser/src/math/Vector2'),
  },
  Plugins: require('../../node_modules/phaser/src/plugins'),
  Renderer: {
    Events: require('../../node_modules/phaser/src/renderer/events'),
    WebGL: { WebGLRenderer: require('../../node_modules/phaser/src/renderer/webgl/WebGLRenderer') },
  },
  Scale: require('../../node_modules/phaser/src/scale'),
  ScaleModes: require('../../node_modules/phaser/src/renderer/ScaleModes'),
  Scene: require('../../node_modules/phaser/src/scene/Scene'),
  Scenes: require('../../node_modules/phaser/src/scene'),
  Textures: require('../../node_modules/phaser/src/textures'),
  Time: {
    Clock: require('../../node_modules/phaser/src/time/Clock'),
    Events: require('../../node_modules/phaser/src/time/events'),
    TimerEvent: require('../../node_modules/phaser/src/time/TimerEvent'),
  },
  TintModes: require('../../node_modules/phaser/src/renderer/TintModes'),
  Tweens: require('../../node_modules/phaser/src/tweens'),
};

module.exports = Extend(false, Phaser, CONST);
