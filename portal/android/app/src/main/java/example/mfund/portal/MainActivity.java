package example.mfund.portal;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
