package dev.iobench.runner.android;

import dev.iobench.runner.results.EnvJson;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One line of {@code adb devices -l}, e.g. {@code R58W12ABCDE  device usb:1-1 model:SM_A145R transport_id:1};
 * the state is {@code device}, {@code unauthorized}, {@code offline}, ...
 */
record Device(String serial, String state, Map<String, String> attributes) {
    /** The devices listed in the output of {@code adb devices -l}. */
    static List<Device> parseList(String output) {
        List<Device> out = new ArrayList<>();
        for (String line : output.split("\\R")) {
            String t = line.strip();
            if (t.isEmpty() || t.startsWith("List of devices") || t.startsWith("*")) {
                continue; // header, or "* daemon started successfully"
            }
            String[] parts = t.split("\\s+");
            if (parts.length < 2) {
                continue;
            }
            Map<String, String> attrs = new LinkedHashMap<>();
            for (int i = 2; i < parts.length; i++) {
                int colon = parts[i].indexOf(':');
                if (colon > 0) {
                    attrs.put(parts[i].substring(0, colon), parts[i].substring(colon + 1));
                }
            }
            // "no permissions (...)" spans words: keep the state word, the rest is a reason
            out.add(new Device(parts[0], parts[1], attrs));
        }
        return out;
    }

    /** The model from the listing ({@code SM_A145R}: adb writes spaces and dashes as _). */
    String listedModel() {
        return attributes.getOrDefault("model", "");
    }

    boolean emulatorSerial() {
        return serial.startsWith("emulator-");
    }

    /** env.json's {@code android} object from {@code adb shell getprop} through {@code adb} bound to this device. */
    EnvJson.Android info(Adb adb) {
        String sdk = adb.getprop("ro.build.version.sdk");
        String hardware = adb.getprop("ro.hardware");
        boolean emulator = emulatorSerial() || "1".equals(adb.getprop("ro.kernel.qemu"))
                || hardware.equals("goldfish") || hardware.equals("ranchu");
        String model = adb.getprop("ro.product.model");
        return new EnvJson.Android(serial, adb.getprop("ro.product.brand"), model.isEmpty() ? listedModel() : model,
                adb.getprop("ro.product.device"), sdk.matches("\\d+") ? Integer.parseInt(sdk) : 0,
                adb.getprop("ro.build.version.release"), adb.getprop("ro.build.fingerprint"),
                adb.getprop("ro.product.cpu.abi"), emulator);
    }
}
