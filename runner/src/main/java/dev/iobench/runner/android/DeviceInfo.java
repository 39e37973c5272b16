package dev.iobench.runner.android;

import dev.iobench.runner.results.EnvJson;

/**
 * What {@code adb shell getprop} says about a device, kept in env.json's {@code android} key.
 *
 * @param emulator from the serial, {@code ro.kernel.qemu} or a goldfish/ranchu {@code ro.hardware}
 */
record DeviceInfo(String serial, String brand, String model, String device, int sdk, String release,
        String fingerprint, String abi, boolean emulator) {

    /** Reads the properties of the device {@code adb} is bound to. */
    static DeviceInfo read(Adb adb, Device d) {
        String sdk = adb.getprop("ro.build.version.sdk");
        String hardware = adb.getprop("ro.hardware");
        boolean emulator = d.emulatorSerial() || "1".equals(adb.getprop("ro.kernel.qemu"))
                || hardware.equals("goldfish") || hardware.equals("ranchu");
        String model = adb.getprop("ro.product.model");
        return new DeviceInfo(d.serial(), adb.getprop("ro.product.brand"),
                model.isEmpty() ? d.listedModel() : model, adb.getprop("ro.product.device"),
                sdk.matches("\\d+") ? Integer.parseInt(sdk) : 0, adb.getprop("ro.build.version.release"),
                adb.getprop("ro.build.fingerprint"), adb.getprop("ro.product.cpu.abi"), emulator);
    }

    /** @return the {@code android} object of env.json */
    EnvJson.Android toEnvJson() {
        return new EnvJson.Android(serial, brand, model, device, sdk, release, fingerprint, abi, emulator);
    }
}
