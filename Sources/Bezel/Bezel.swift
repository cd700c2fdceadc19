@_exported import BezelComponents
@_exported import BezelConvert
@_exported import BezelDrawing
@_exported import BezelExport
@_exported import BezelLayers
@_exported import BezelLottie
@_exported import BezelMotion
@_exported import BezelRaster
